import { type BriefcaseSection, SECTION_ORDER, type SectionGroup } from './sections';

/** How many files each section holds. */
export type SectionCounts = Readonly<Record<BriefcaseSection, number>>;

export function sectionCounts(groups: readonly SectionGroup[]): SectionCounts {
  const counts: Record<BriefcaseSection, number> = {
    Campaign: 0,
    'Launch Configuration': 0,
    Creative: 0,
    IO: 0,
  };
  for (const group of groups) counts[group.section] += group.files.length;
  return counts;
}

/** Sections with no files start collapsed (spec 1 §4). */
export function initialCollapsed(counts: SectionCounts): Set<BriefcaseSection> {
  return new Set(SECTION_ORDER.filter((section) => counts[section] === 0));
}

/**
 * The collapsed sections after the files changed. A section that became empty collapses
 * (spec 1 §4). A section that gets its first file opens, so a newly generated file is visible
 * (our reading: it was collapsed only for being empty). Sections whose emptiness did not change
 * keep what the user chose.
 */
export function collapsedAfterChange(
  collapsed: ReadonlySet<BriefcaseSection>,
  before: SectionCounts,
  after: SectionCounts,
): Set<BriefcaseSection> {
  const next = new Set(collapsed);
  for (const section of SECTION_ORDER) {
    if (before[section] > 0 && after[section] === 0) next.add(section);
    if (before[section] === 0 && after[section] > 0) next.delete(section);
  }
  return next;
}

/** The user opens or closes a section header. */
export function toggleSection(
  collapsed: ReadonlySet<BriefcaseSection>,
  section: BriefcaseSection,
): Set<BriefcaseSection> {
  const next = new Set(collapsed);
  if (next.has(section)) next.delete(section);
  else next.add(section);
  return next;
}
