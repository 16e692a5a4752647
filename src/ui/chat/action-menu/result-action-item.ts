import type { ReactNode } from 'react';

/**
 * One action of a bot result, as the action bar and drawer show it. The chat view model builds
 * these from the core's `messageActions` and supplies what selecting each one does.
 */
export interface ResultActionItem {
  /** Stable key; the core's MessageActionId for the standard actions ('reference', 'approve', 'edit' …). */
  id: string;
  /** The accessible name and visible text, e.g. 'Reference in chat' or 'Remove reference'. */
  label: string;
  /** Disabled items stay visible and focusable but greyed out; selecting them does nothing. */
  enabled: boolean;
  /** Set only for toggles (Approve, Reject, Reference, the table's expand/collapse): whether it is on. */
  pressed?: boolean;
  /** What the user asked for by choosing this item. */
  onSelect: () => void;
  /** Overrides the built-in icon of the compact bar. */
  icon?: ReactNode;
}

/** The actions used most, offered as icon buttons beside the "More actions" drawer on wide layouts. */
export const QUICK_ACTION_IDS: readonly string[] = ['reference', 'approve', 'edit'];
