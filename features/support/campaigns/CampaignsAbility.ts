/** A campaign row as the list shows it. */
export interface CampaignRowSeen {
  name: string;
  badge: string;
  folder: string;
  pinned: boolean;
}

/** A stage of the campaign page's progress panel, as "PROCESSING: Completed". */
export type StageSeen = string;

/**
 * What a scenario can do on the folders, campaigns, creation and campaign pages, in the product's
 * words. One implementation drives the view models on the memory profile, one the page in
 * Chromium (@browser).
 */
export interface CampaignsAbility {
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

  /** Opens /campaigns, or the given address. */
  openCampaigns(address?: string): Promise<void>;
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

  openCreation(): Promise<void>;
  chooseFolder(name: string): Promise<void>;
  createFolderInForm(name: string): Promise<void>;
  typeCampaignName(name: string): Promise<void>;
  chooseDestination(label: string): Promise<void>;
  typePlatformId(label: string, value: string): Promise<void>;
  /** Uploads the sample files together and waits for their analysis. */
  uploadToForm(...fixtures: string[]): Promise<void>;
  creationProblem(): Promise<string | null>;
  createDisabled(): Promise<boolean>;
  idFieldsAsked(): Promise<string[]>;
  multiChannelOffered(): Promise<boolean>;
  setMultiChannel(on: boolean): Promise<void>;
  multiChannelChoice(): Promise<{ on: boolean; chosen: string[] }>;
  formFiles(): Promise<string[]>;
  submitCreation(): Promise<void>;
  creationScreenText(): Promise<string>;

  /** Opens a campaign's page by its address. */
  openCampaignPage(path: string): Promise<void>;
  campaignPageText(): Promise<string>;
  stages(): Promise<StageSeen[]>;
  overall(): Promise<string>;
  platformLinks(): Promise<number>;
  statusBadge(): Promise<string>;
  stopRun(): Promise<void>;
  uploadCreatives(fixture: string): Promise<void>;
  creativeButton(): Promise<string>;
  acceptedCreatives(): Promise<string>;
  creativeTypes(): Promise<string[]>;
  startDisabled(): Promise<boolean>;
  activityTypes(): Promise<string[]>;
  readOnly(): Promise<boolean>;
  /** Lets simulated time pass for the run (fake clock, or real waiting in the browser). */
  pass(ms: number): Promise<void>;
}
