import type { ReactNode } from 'react';

/** One choice of a lazily loaded menu. */
export interface MenuEntry {
  key: string;
  label: string;
  disabled?: boolean;
  /** The entry puts focus somewhere else (an edit field): closing the menu must not take it back. */
  movesFocus?: boolean;
  onSelect(): void;
}

/** How a lazily loaded menu looks and where it opens. */
export interface LazyMenuProps {
  /** The trigger's visible content. */
  children: ReactNode;
  /** The trigger's accessible name when its content is not text. */
  triggerLabel?: string;
  entries: readonly MenuEntry[];
  /**
   * Fetches what the entries need, when the trigger is hovered, focused or pressed (the menu
   * opens once it is done): for entries whose data loads with the menu.
   */
  prepare?: () => Promise<unknown>;
  triggerClassName?: string;
  menuClassName?: string;
  itemClassName?: string;
  side?: 'top' | 'bottom';
  align?: 'start' | 'end';
  /** Pixels between the trigger and the menu (Radix sideOffset); 4 unless a spec says otherwise. */
  sideOffset?: number;
}
