/** Spec 2 §8: a folder that holds campaigns cannot be deleted. */
export const FOLDER_HOLDS_CAMPAIGNS =
  'Cannot delete folder that contains campaigns. Please move or delete the campaigns first.';

/** A folder needs a name that is not blank (spec 2 §5). */
export const FOLDER_NAME_REQUIRED = 'Folder name is required';

export type RenameResult = { kind: 'renamed'; name: string } | { kind: 'unchanged' };

/**
 * An inline rename of a folder or campaign (spec 2 §5 "names must be non-blank after trimming"):
 * a blank or unchanged name is refused quietly (nothing sent); anything else is trimmed and saved.
 */
export function renameRule(current: string, input: string): RenameResult {
  const name = input.trim();
  return name === '' || name === current ? { kind: 'unchanged' } : { kind: 'renamed', name };
}
