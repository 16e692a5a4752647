import { computed, makeObservable } from 'mobx';
import {
  type BriefcaseListing,
  type BriefcaseSection,
  type BriefcaseTab,
  briefcaseFilesFrom,
  filterFilesByName,
  groupBySection,
  type SectionCounts,
  type SectionGroup,
  sectionCounts,
  sortUploadedFiles,
  sortWorkflowFiles,
  tabEmptyText,
} from '../../core/domain/briefcase';
import { fileMetadataById } from '../../core/domain/briefcase/file-links';
import type { BriefcaseFile, MessageFile } from '../../core/domain/message';
import type { BriefcaseSource } from './BriefcaseSource';
import { type BriefcaseRow, uploadedRows, workflowRows } from './rows';

/** What the user chose to see: the search and the Workflow sections folded away. */
export interface BriefcaseFilter {
  readonly query: string;
  readonly collapsed: ReadonlySet<BriefcaseSection>;
}

/**
 * What the briefcase's two tabs list (spec 1 §2, §4). Derived from the chat's messages plus the
 * user's unsaved-or-saving changes, never copied, so the lists follow the conversation; each step
 * is computed so a long chat is walked once per change, not once per row drawn.
 */
export class BriefcaseFileLists {
  constructor(
    private readonly source: Pick<BriefcaseSource, 'messages'>,
    /** The renames and pins still saving (the row actions'), shown over the files. */
    private readonly changes: { shown(files: readonly BriefcaseFile[]): readonly BriefcaseFile[] },
    private readonly filter: BriefcaseFilter,
  ) {
    makeObservable<BriefcaseFileLists, 'listing'>(this, {
      listing: computed,
      metadata: computed,
      generatedFiles: computed,
      uploadedFiles: computed,
      workflowMatches: computed,
      uploadedMatches: computed,
      workflowGroups: computed,
      sectionCounts: computed,
      workflowRows: computed,
      uploadedRows: computed,
      workflowEmptyText: computed,
      uploadedEmptyText: computed,
    });
  }

  private get listing(): BriefcaseListing {
    return briefcaseFilesFrom(this.source.messages);
  }

  /** What the server stored for each file: its address, expiry and storage path. */
  get metadata(): Map<string, MessageFile> {
    return fileMetadataById(this.source.messages);
  }

  /** The Workflow tab's files, pinned first then oldest first, before the search. */
  get generatedFiles(): BriefcaseFile[] {
    return sortWorkflowFiles(this.changes.shown(this.listing.generated));
  }

  /** The Uploaded tab's files, pinned first then newest first, before the search. */
  get uploadedFiles(): BriefcaseFile[] {
    return sortUploadedFiles(this.changes.shown(this.listing.uploaded));
  }

  get workflowMatches(): BriefcaseFile[] {
    return filterFilesByName(this.generatedFiles, this.filter.query);
  }

  get uploadedMatches(): BriefcaseFile[] {
    return filterFilesByName(this.uploadedFiles, this.filter.query);
  }

  /** The Workflow tab's badge: the generated files the search lets through. */
  get workflowCount(): number {
    return this.workflowMatches.length;
  }

  /** The Uploaded tab's badge. */
  get uploadedCount(): number {
    return this.uploadedMatches.length;
  }

  get workflowGroups(): SectionGroup[] {
    return groupBySection(this.workflowMatches);
  }

  /** Files per section regardless of the search: what decides whether a section is empty. */
  get sectionCounts(): SectionCounts {
    return sectionCounts(groupBySection(this.generatedFiles));
  }

  get workflowRows(): BriefcaseRow[] {
    return workflowRows(this.workflowGroups, this.filter.collapsed);
  }

  get uploadedRows(): BriefcaseRow[] {
    return uploadedRows(this.uploadedMatches);
  }

  /** The Workflow tab's empty text, or null when it lists its sections. */
  get workflowEmptyText(): string | null {
    return this.emptyTextOf('workflow', this.generatedFiles, this.workflowMatches, this.uploadedMatches);
  }

  get uploadedEmptyText(): string | null {
    return this.emptyTextOf('uploaded', this.uploadedFiles, this.uploadedMatches, this.workflowMatches);
  }

  private emptyTextOf(
    tab: BriefcaseTab,
    files: readonly unknown[],
    matches: readonly unknown[],
    otherTabMatches: readonly unknown[],
  ): string | null {
    return tabEmptyText({
      tab,
      query: this.filter.query,
      total: files.length,
      matches: matches.length,
      otherTabMatches: otherTabMatches.length,
    });
  }

  fileById(fileId: string): BriefcaseFile | undefined {
    return (
      this.generatedFiles.find((file) => file.id === fileId) ??
      this.uploadedFiles.find((file) => file.id === fileId)
    );
  }
}
