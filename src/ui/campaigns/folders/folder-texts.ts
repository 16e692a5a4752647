import { FOLDER_HOLDS_CAMPAIGNS } from '../../../core/domain/campaigns/list-rules';

/** Texts of the folders page: spec 2 §8, and ours where the spec has none (docs/decisions.md). */
export const FOLDER_TEXTS = {
  noAccount: 'Please select an account to view folders.',
  loadFailed: 'Failed to load folders',
  createFailed: 'Failed to create folder',
  renameFailed: 'Failed to update folder',
  pinFailed: 'Failed to update folder',
  updateFailed: 'Failed to update folder',
  /** A folder that still holds campaigns (the server's refusal), else our generic text. */
  deleteFailed: { rejected: FOLDER_HOLDS_CAMPAIGNS, otherwise: 'Failed to delete folder. Please try again.' },
  empty: 'No folders yet',
  noMatch: 'No folders match your search',
  /** Beside the refusal to delete a folder that holds campaigns (ours, docs/decisions.md). */
  moveOffer: (name: string) => `Move the campaigns of "${name}"`,
} as const;

export const deleteFolderQuestion = (name: string) => `Are you sure you want to delete "${name}"?`;
