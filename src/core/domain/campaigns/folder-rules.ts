/** Spec 2 §8: a folder that holds campaigns cannot be deleted. */
export const FOLDER_HOLDS_CAMPAIGNS =
  'Cannot delete folder that contains campaigns. Please move or delete the campaigns first.';

/** A folder needs a name that is not blank (spec 2 §5). */
export const FOLDER_NAME_REQUIRED = 'Folder name is required';
