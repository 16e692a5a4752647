/** A campaign row as the list shows it. */
export interface CampaignRowSeen {
  name: string;
  badge: string;
  folder: string;
  pinned: boolean;
}

/**
 * What a scenario can do on the campaign screens, in the product's words: one ability per screen,
 * each with a view-model level (memory profile) and a browser level (Chromium, @browser).
 */
export interface FoldersAbility {
  openFolders(): Promise<void>;
  folderNames(): Promise<string[]>;
  pinnedFolderNames(): Promise<string[]>;
  folderCampaignCount(name: string): Promise<number>;
  addFolder(name: string): Promise<void>;
  renameFolder(from: string, to: string): Promise<void>;
  pinFolder(name: string): Promise<void>;
  /** Asks to delete and confirms. */
  deleteFolder(name: string): Promise<void>;
  searchFolders(text: string): Promise<void>;
  foldersMessage(): Promise<string | null>;
  /** Follows the folder's campaign count to its campaigns. */
  openCampaignsOf(name: string): Promise<void>;
  /** Pixels between a row's actions button and its open menu. */
  rowMenuOffset(name: string): Promise<number>;
  /** The offer beside a refused delete to move the folder's campaigns, or null. */
  moveOffer(): Promise<string | null>;
  /** Follows that offer to the folder's campaigns. */
  followMoveOffer(): Promise<void>;
}

export interface CampaignListAbility {
  /** Opens /campaigns, or the given address. */
  openCampaigns(address?: string): Promise<void>;
  /** The list is on screen (after following a link to it). */
  listShown(): Promise<void>;
  campaignTotal(): Promise<number>;
  campaignRows(): Promise<CampaignRowSeen[]>;
  pageButtons(): Promise<number[]>;
  currentPage(): Promise<number>;
  goToPage(page: number): Promise<void>;
  sortBy(column: string): Promise<void>;
  showPerPage(size: number): Promise<void>;
  searchCampaigns(text: string): Promise<void>;
  pinCampaign(name: string): Promise<void>;
  /** Asks to delete, answers the question shown, and confirms. */
  deleteCampaign(name: string): Promise<string>;
  successMessage(): Promise<string | null>;
  emptyTexts(): Promise<string[]>;
  breadcrumb(): Promise<string | null>;
  renameCampaign(from: string, to: string): Promise<void>;
  /** Ticks the named campaigns (every one shown when null) and moves them with "Move to folder". */
  moveCampaigns(names: string[] | null, folder: string): Promise<void>;
  /** What the last move said: what moved, or why nothing did. */
  moveOutcome(): Promise<string | null>;
}
