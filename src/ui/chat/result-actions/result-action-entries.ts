import type { MessageAction, MessageActionId } from '../../../core/domain/chat/message-actions';

/** The expand/collapse toggle of the result table, the last item of the action bar. */
export const COLLAPSE_ACTION_LABEL = 'Collapse result';

/** One entry of the action bar or drawer (the shape the action menu takes). */
export interface ResultActionEntry {
  id: MessageActionId | 'collapse';
  label: string;
  enabled: boolean;
  pressed?: boolean;
  onSelect: () => void;
}

/** What the entries need besides the core's verdict on each action. */
export interface EntryState {
  exporting: boolean;
  referenced: boolean;
  collapsed: boolean;
  select(id: MessageActionId): void;
  collapseToggled(): void;
}

/** The action bar's items, each wired to its intent, then the table's expand/collapse toggle. */
export function resultActionEntries(
  actions: readonly MessageAction[],
  state: EntryState,
): ResultActionEntry[] {
  if (actions.length === 0) return [];
  const entries: ResultActionEntry[] = actions.map((item) => {
    const entry: ResultActionEntry = {
      id: item.id,
      label: item.label,
      // One export at a time: the entry waits while the spreadsheet is being made.
      enabled: item.enabled && !(item.id === 'export-spreadsheet' && state.exporting),
      onSelect: () => state.select(item.id),
    };
    if (item.pressed !== undefined) entry.pressed = item.pressed;
    if (item.id === 'reference') entry.pressed = state.referenced;
    return entry;
  });
  entries.push({
    id: 'collapse',
    label: COLLAPSE_ACTION_LABEL,
    enabled: true,
    pressed: state.collapsed,
    onSelect: () => state.collapseToggled(),
  });
  return entries;
}
