/** Texts of the folders page: spec 2 §8, and ours where the spec has none (docs/decisions.md). */
export const FOLDER_TEXTS = {
  noAccount: 'Please select an account to view folders.',
  loadFailed: 'Failed to load folders',
  createFailed: 'Failed to create folder',
  updateFailed: 'Failed to update folder',
  deleteHoldsCampaigns:
    'Cannot delete folder that contains campaigns. Please move or delete the campaigns first.',
  deleteFailed: 'Failed to delete folder. Please try again.',
  nameRequired: 'Folder name is required',
  empty: 'No folders yet',
  noMatch: 'No folders match your search',
  readOnly: 'You can view folders but not change them.',
} as const;

export const deleteFolderQuestion = (name: string) => `Are you sure you want to delete "${name}"?`;
