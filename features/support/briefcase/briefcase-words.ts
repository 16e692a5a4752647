/** The words the briefcase's steps use, shared by its tasks and questions. */

/** A file as a scenario names it: by its name, or as the first result of a Workflow section. */
export type FileRef = { name: string } | { firstIn: BriefcaseSectionName };

export type BriefcaseSectionName = 'Campaign' | 'Launch Configuration' | 'Creative' | 'IO';
export type BriefcaseTabName = 'Workflow' | 'Uploaded';
/** How the user finishes typing a new name. */
export type RenameEnding = 'presses Enter' | 'leaves the field' | 'presses Escape';
/** The two menus of a file: its more-actions button's, and its right-click menu. */
export type FileMenu = 'more-actions' | 'context';

export const describe = (file: FileRef): string =>
  'name' in file ? `"${file.name}"` : `the ${file.firstIn} result`;
