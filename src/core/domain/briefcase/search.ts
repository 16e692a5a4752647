import type { BriefcaseFile } from '../message';

/**
 * File search (spec 1 §5): a case-insensitive substring of the name. A briefcase may hold
 * thousands of files and the search runs on every keystroke, so each list's lower-cased names
 * are computed once and reused until the list itself changes.
 */
export interface FileNameIndex {
  /** The files whose name contains the query (ignoring case and surrounding spaces), in list order. */
  filter(query: string): BriefcaseFile[];
}

export function createFileNameIndex(files: readonly BriefcaseFile[]): FileNameIndex {
  const names = files.map((file) => file.name.toLowerCase());
  return {
    filter(query) {
      const needle = query.trim().toLowerCase();
      if (!needle) return [...files];
      const matches: BriefcaseFile[] = [];
      names.forEach((name, i) => {
        const file = files[i];
        if (file && name.includes(needle)) matches.push(file);
      });
      return matches;
    },
  };
}

/** Indexes keyed by the list they were built from; a list no longer referenced is forgotten. */
const indexes = new WeakMap<readonly BriefcaseFile[], FileNameIndex>();

/**
 * Filters through an index kept for `files`: pass the same (unchanged) list on each keystroke,
 * e.g. a MobX computed, and the names are lower-cased only once.
 */
export function filterFilesByName(files: readonly BriefcaseFile[], query: string): BriefcaseFile[] {
  let index = indexes.get(files);
  if (!index) {
    index = createFileNameIndex(files);
    indexes.set(files, index);
  }
  return index.filter(query);
}

/** Whether a query is being applied: the empty texts differ while searching. */
export function isSearching(query: string): boolean {
  return query.trim() !== '';
}
