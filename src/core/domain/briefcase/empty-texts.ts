import type { BriefcaseSection } from './sections';

export type BriefcaseTab = 'workflow' | 'uploaded';

/** What a tab knows when deciding whether to show an empty text. */
export interface TabListing {
  tab: BriefcaseTab;
  query: string;
  /** Files in this tab before the search. */
  total: number;
  /** Files in this tab that match the search. */
  matches: number;
  /** Files in the other tab that match the search. */
  otherTabMatches: number;
}

/**
 * The empty text of a tab (spec 1 §2), or null when it lists files:
 * - a tab without any files says so ('No generated files' / 'No uploaded files'), search or not:
 *   there was nothing to search;
 * - a search that matches nothing in either tab says 'No matching files found';
 * - a search that matches only in the other tab says 'No matching generated files found' /
 *   'No matching uploaded files found', hinting that the other tab has results.
 */
export function tabEmptyText(listing: TabListing): string | null {
  if (listing.matches > 0) return null;
  const generated = listing.tab === 'workflow';
  if (listing.total === 0) return generated ? 'No generated files' : 'No uploaded files';
  if (listing.otherTabMatches === 0) return 'No matching files found';
  return generated ? 'No matching generated files found' : 'No matching uploaded files found';
}

/** An opened section without files (the Workflow tab has files in other sections). */
export function sectionEmptyText(section: BriefcaseSection): string {
  return `No files in ${section}`;
}
