/** The briefcase's words under their former name, for the campaign-work steps (see briefcase-words). */
export type { BriefcaseSectionName, BriefcaseTabName, FileRef, RenameEnding } from './briefcase-words';
