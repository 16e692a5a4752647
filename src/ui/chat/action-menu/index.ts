export { ResultActionMenu, type ResultActionMenuProps } from './ResultActionMenu';
export type { ResultActionItem } from './result-action-item';
export { QUICK_ACTION_IDS } from './result-action-item';
