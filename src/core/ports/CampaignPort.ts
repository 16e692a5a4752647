import type { Campaign, CampaignMessage, Folder, FolderTextFields } from '../domain/campaign';
import type { ListQuery, Page } from '../domain/lists/page';
import type { UploadedFile } from '../domain/message';
import type { ActingContext, UploadSource, UploadWatch } from './acting-context';

export interface CampaignDraft {
  name: string;
  folderId: string;
  destination: string | string[];
  advertiserId?: string;
  platformAccountId?: string;
  profileId?: string;
  files: UploadedFile[];
  orchestration?: {
    enabled: boolean;
    type: string;
    priority: 'normal';
    autoStart: boolean;
    message?: string;
  };
}

/** Creative files for a campaign's destination, with what the run learnt of the platform's campaign. */
export interface CreativesUpload {
  files: UploadSource[];
  subAction: string;
  extractedCampaignId?: string;
  extractedCampaignIds?: string[];
  extractedAdvertiserId?: string;
  platformUrl?: string;
}

export interface CampaignChanges {
  name?: string;
  description?: string;
  status?: string;
  advertiserId?: string;
}

/**
 * What the folders, campaigns and campaign-detail screens ask of the backend (spec 2 §7), as
 * intents; how each reaches the backend is in docs/openapi.json. Uploading a file is
 * ChatPort.uploadFile (one call serves both). Rejects with a BackendError of the kind the adapter
 * named (not-found, refused, rejected …), which use cases answer as an Outcome's failure.
 */
export interface CampaignPort {
  /** A page of the account's folders, searched and sorted on the server. */
  listFolders(ctx: ActingContext, query: ListQuery): Promise<Page<Folder>>;
  /** Makes a folder and answers it. */
  createFolder(ctx: ActingContext, name: string): Promise<Folder>;
  /** Renames a folder; the name is already trimmed and non-blank. */
  renameFolder(ctx: ActingContext, folderId: string, name: string): Promise<void>;
  /** Pins or unpins a folder. */
  setFolderPinned(ctx: ActingContext, folderId: string, pinned: boolean): Promise<void>;
  /** Sets a folder's declared text fields (FOLDER_TEXT_FIELDS), each within its limit. */
  updateFolder(ctx: ActingContext, folderId: string, fields: FolderTextFields): Promise<void>;
  /** Deletes a folder; rejected while it holds campaigns. */
  deleteFolder(ctx: ActingContext, folderId: string): Promise<void>;
  /** A page of the account's campaigns, optionally of one folder. */
  listCampaigns(ctx: ActingContext, query: ListQuery & { folderId?: string }): Promise<Page<Campaign>>;
  /**
   * Creates the campaign (one per destination) from uploaded files and may request its run;
   * answers the backend's summary, read by `readCreationSummary`.
   */
  createCampaign(ctx: ActingContext, draft: CampaignDraft): Promise<unknown>;
  /** Changes a campaign's name, description, status or advertiser. */
  updateCampaign(ctx: ActingContext, campaignId: string, changes: CampaignChanges): Promise<void>;
  /**
   * Moves campaigns of the account to one of its folders, all or none (a campaign or folder of
   * another account refuses the whole move); answers how many moved.
   */
  moveCampaigns(ctx: ActingContext, campaignIds: readonly string[], folderId: string): Promise<number>;
  /** Pins or unpins a campaign. */
  setCampaignPinned(ctx: ActingContext, campaignId: string, pinned: boolean): Promise<void>;
  /** Deletes a campaign. */
  deleteCampaign(ctx: ActingContext, campaignId: string): Promise<void>;
  /** One campaign with its files; not-found when unknown, refused when another account's. */
  fetchCampaign(ctx: ActingContext, campaignId: string): Promise<Campaign>;
  /** The campaign's activity timeline. */
  fetchCampaignMessages(ctx: ActingContext, campaignId: string): Promise<CampaignMessage[]>;
  /** A download address of one generated SDF file. */
  fetchSdfDownloadUrl(
    ctx: ActingContext,
    campaignId: string,
    file: { gcsPath: string; filename: string },
  ): Promise<string>;
  /** The file behind a download address this port gave (a signed link, read without the api key). */
  downloadFile(url: string): Promise<Blob>;
  /** A fresh download address of one of its files. */
  fetchFileDownloadUrl(ctx: ActingContext, campaignId: string, fileId: string): Promise<string>;
  /** Sends creative files for the campaign's destination, all in one call; `watch` follows its bytes. */
  uploadCreatives(
    ctx: ActingContext,
    campaignId: string,
    request: CreativesUpload,
    watch?: UploadWatch,
  ): Promise<{ uploadId: string; messageType: string }>;
}

export const CampaignPort = Symbol.for('CampaignPort');
