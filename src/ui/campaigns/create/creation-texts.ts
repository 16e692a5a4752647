/** Texts of the creation screen that are not validation rules (spec 2 §8). */
export const CREATE_TEXTS = {
  optionsFailed: 'Failed to load folders',
  folderFailed: 'Failed to create folder',
  createFailed: (message: string) => `Failed to create campaign: ${message}`,
} as const;
