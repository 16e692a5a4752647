import { type SectionGroup, sectionEmptyText } from '../../core/domain/briefcase';
import type { BriefcaseSection } from '../../core/domain/briefcase/sections';
import type { BriefcaseFile } from '../../core/domain/message';

/** One line of a briefcase list: the lists are virtualised, so sections are flattened into rows. */
export type BriefcaseRow =
  | { kind: 'section'; key: string; section: BriefcaseSection; count: number; collapsed: boolean }
  | { kind: 'section-empty'; key: string; section: BriefcaseSection; text: string }
  | { kind: 'file'; key: string; file: BriefcaseFile };

/** The Workflow tab: each section's header, then (when open) its files or its empty text. */
export function workflowRows(
  groups: readonly SectionGroup[],
  collapsed: ReadonlySet<BriefcaseSection>,
): BriefcaseRow[] {
  const rows: BriefcaseRow[] = [];
  for (const { section, files } of groups) {
    const isCollapsed = collapsed.has(section);
    rows.push({
      kind: 'section',
      key: `section:${section}`,
      section,
      count: files.length,
      collapsed: isCollapsed,
    });
    if (isCollapsed) continue;
    if (files.length === 0) {
      rows.push({ kind: 'section-empty', key: `empty:${section}`, section, text: sectionEmptyText(section) });
    }
    for (const file of files) rows.push(fileRow(file));
  }
  return rows;
}

/** The Uploaded tab: its files, already in their order. */
export function uploadedRows(files: readonly BriefcaseFile[]): BriefcaseRow[] {
  return files.map(fileRow);
}

function fileRow(file: BriefcaseFile): BriefcaseRow {
  return { kind: 'file', key: `file:${file.id}`, file };
}
