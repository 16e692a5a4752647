import type { BriefcaseFile } from '../message';

/**
 * Spec 1 §4: pinned files first in both tabs; then the Workflow tab reads like the chat (oldest
 * first) and the Uploaded tab shows the newest first. A file with an unreadable timestamp comes
 * last in its group; equal timestamps keep their given order.
 */
export function sortWorkflowFiles(files: readonly BriefcaseFile[]): BriefcaseFile[] {
  return sortPinnedFirst(files, (a, b) => timeOf(a) - timeOf(b));
}

export function sortUploadedFiles(files: readonly BriefcaseFile[]): BriefcaseFile[] {
  return sortPinnedFirst(files, (a, b) => timeOf(b) - timeOf(a));
}

type ByTime = (a: BriefcaseFile, b: BriefcaseFile) => number;

function sortPinnedFirst(files: readonly BriefcaseFile[], byTime: ByTime): BriefcaseFile[] {
  return [...files].sort((a, b) => {
    if (a.pinned !== b.pinned) return a.pinned ? -1 : 1;
    const aDated = !Number.isNaN(Date.parse(a.timestamp));
    const bDated = !Number.isNaN(Date.parse(b.timestamp));
    if (aDated !== bDated) return aDated ? -1 : 1;
    return aDated ? byTime(a, b) : 0;
  });
}

function timeOf(file: BriefcaseFile): number {
  return Date.parse(file.timestamp);
}
