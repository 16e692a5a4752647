import { serverWords } from '../../kit/failure-text';

/** Texts of "Move to folder" (our addition, docs/decisions.md). */
export const MOVE_DIALOG_TEXTS = {
  title: 'Move to folder',
  folderLabel: 'Folder',
  choose: 'Choose a folder',
  submit: 'Move',
  /** The backend's own words for another account's campaign or folder, or a folder gone. */
  failed: {
    refused: serverWords,
    'not-found': serverWords,
    otherwise: 'Failed to move campaigns. Please try again.',
  },
  foldersFailed: 'Failed to load folders',
  moved: (count: number, folder: string) => `Moved ${count} campaign(s) to "${folder}"`,
  alreadyThere: (folder: string) => `Already in "${folder}"`,
} as const;
