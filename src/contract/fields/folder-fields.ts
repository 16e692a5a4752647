import type { TextFields, TextFieldValues } from './text-fields';

/**
 * A folder's free-text fields (spec 2 §3 names none yet): an entry here (`notes: { label:
 * 'Notes', maxLength: 500, rows: 4 }`) is the whole of a new one — its answer and PATCH schemas,
 * the app's `Folder`, its reader, the "Edit <label>" row action, the demo backend's record, answer
 * and limit follow (docs/architecture.md, "Adding a field").
 */
export const FOLDER_TEXT_FIELDS = {} as const satisfies TextFields;

export type FolderTextFields = TextFieldValues<typeof FOLDER_TEXT_FIELDS>;
