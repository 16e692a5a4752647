import type { StoredFile } from '../abilities/ScenarioSeed';

/** A file as a scenario names it: by its name, or as the first result of a Workflow section. */
export type FileRef = { name: string } | { firstIn: BriefcaseSectionName };

export type BriefcaseSectionName = 'Campaign' | 'Launch Configuration' | 'Creative' | 'IO';
export type BriefcaseTabName = 'Workflow' | 'Uploaded';
/** How the user finishes typing a new name. */
export type RenameEnding = 'presses Enter' | 'leaves the field' | 'presses Escape';

/**
 * What a scenario can do with and see in the briefcase, in the product's words. One
 * implementation drives the view model on the memory profile, one the page in Chromium.
 */
export interface BriefcaseAbility {
  /** Opens one of the signed-in user's chats (by its summary) and shows its briefcase. */
  openBriefcaseOf(chatSummary: string): Promise<void>;
  search(query: string): Promise<void>;
  /** What the search box holds (the briefcase is shown again first, if it was closed). */
  query(): Promise<string>;
  /** The page announces a window event the briefcase follows. */
  emit(event: 'closeBriefcase' | 'resetChat'): Promise<void>;
  /** The count badge of a tab. */
  badge(tab: BriefcaseTabName): Promise<number>;
  /** The files a tab lists, top to bottom (the Workflow tab: of its open sections). */
  filesListed(tab: BriefcaseTabName): Promise<string[]>;
  /** The files a Workflow section lists, or null when the section is collapsed. */
  sectionFiles(section: BriefcaseSectionName): Promise<string[] | null>;
  /** The section a file is filed under, by the action that produced it. */
  sectionOfResult(action: string): Promise<BriefcaseSectionName | null>;
  toggleSection(section: BriefcaseSectionName): Promise<void>;
  /** The empty text a tab (or an open, empty section) shows, or null. */
  emptyText(tab: BriefcaseTabName): Promise<string | null>;
  sectionEmptyText(section: BriefcaseSectionName): Promise<string | null>;
  /** The items of a file's more-actions menu, or of its right-click menu. */
  menuItems(file: FileRef, menu: 'more-actions' | 'context'): Promise<string[]>;
  choose(file: FileRef, item: string): Promise<void>;
  rename(file: FileRef, typed: string, ending: RenameEnding): Promise<void>;
  /** The current name of the file renamed last (it may have a new name now). */
  nameOfLastRenamed(): Promise<string>;
  /** Whether the file's name is open for editing. */
  isEditingName(file: FileRef): Promise<boolean>;
  /** The name the file has now. */
  nameOf(file: FileRef): Promise<string>;
  isPinned(file: FileRef): Promise<boolean>;
  dateOf(file: FileRef): Promise<string>;
  previewOf(file: FileRef): Promise<string>;
  statusOf(file: FileRef): Promise<string | null>;
  /** Whether the result behind the file is among the references of the next message. */
  isReferenced(file: FileRef): Promise<boolean>;
  /** The message the chat last went to, if any (by the content of that message). */
  messageGoneTo(): Promise<string | null>;
  /** Opens a file in a new tab; answers the address it opened at. */
  openFile(file: FileRef): Promise<string | null>;
  /** The address the file opened last opened at. */
  openedAt(): Promise<string | null>;
  /** What the demo backend stores for the open chat's files: names, pins and links. */
  storedFiles(): Promise<StoredFile[]>;
  /** The error the briefcase shows, if any. */
  error(): Promise<string | null>;
  width(): Promise<number>;
  /** Drags the panel's edge by `dx` pixels (negative: to the left, which widens it). */
  dragEdge(dx: number): Promise<void>;
  /** The page's window width, for the 30% limit. */
  windowWidth(): Promise<number>;
  /** Whether the panel is shown. */
  isOpen(): Promise<boolean>;
  /**
   * What has been saved so far, to compare before and after: the chat's stored files at the
   * view-model level, the count of saves the page sent in Chromium.
   */
  savedSoFar(): Promise<string>;
}
