/** Texts of the campaigns list (spec 2 §2.5, §8). */
export const CAMPAIGN_LIST_TEXTS = {
  noAccount: 'Please select an account to view campaigns.',
  loadFailed: 'Failed to load campaigns',
  renameFailed: 'Failed to update campaign',
  pinFailed: 'Failed to update campaign. Please try again.',
  deleteFailed: 'Failed to delete campaign. Please try again.',
  emptyTitle: 'No campaigns yet',
  emptyHint: 'Create your first campaign to get started',
  noMatch: 'No campaigns match your search',
  allFolders: 'All Folders',
  searchPlaceholder: 'Search campaigns...',
} as const;

export const deleteCampaignQuestion = (name: string) => `Are you sure you want to delete "${name}"?`;

/** The success banner clears after this long (spec 2 §9). */
export const SUCCESS_BANNER_MS = 5000;
