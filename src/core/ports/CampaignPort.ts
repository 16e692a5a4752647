import type { Campaign, CampaignMessage, Folder } from '../domain/campaign';
import type { ListQuery, Page } from '../domain/lists/page';
import type { UploadedFile } from '../domain/message';
import type { ActingContext, UploadSource } from './acting-context';

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
 * intents; the routes are in docs/backend-contract.md. Uploading a file is ChatPort.uploadFile
 * (one call, POST /api/upload, serves both). Rejects with BackendError (status 404, 403, 409 …),
 * which use cases turn into an Outcome's failure.
 */
export interface CampaignPort {
  /** A page of the account's folders, searched and sorted on the server (GET /api/v2/folders). */
  listFolders(ctx: ActingContext, query: ListQuery): Promise<Page<Folder>>;
  /** Makes a folder and answers it (POST /api/v2/folders). */
  createFolder(ctx: ActingContext, name: string): Promise<Folder>;
  /** Renames a folder; the name is already trimmed and non-blank (PUT /api/v2/folders/{id}). */
  renameFolder(ctx: ActingContext, folderId: string, name: string): Promise<void>;
  /** Pins or unpins a folder (PATCH /api/v2/folders/{id}). */
  setFolderPinned(ctx: ActingContext, folderId: string, pinned: boolean): Promise<void>;
  /** Deletes a folder; refused (409) while it holds campaigns (DELETE /api/v2/folders/{id}). */
  deleteFolder(ctx: ActingContext, folderId: string): Promise<void>;
  /** A page of the account's campaigns, optionally of one folder (GET /api/v2/campaigns). */
  listCampaigns(ctx: ActingContext, query: ListQuery & { folderId?: string }): Promise<Page<Campaign>>;
  /**
   * Creates the campaign (one per destination) from uploaded files and may request its run
   * (POST /api/v2/campaigns); answers the backend's summary, read by `readCreationSummary`.
   */
  createCampaign(ctx: ActingContext, draft: CampaignDraft): Promise<unknown>;
  /** Changes a campaign's name, description, status or advertiser (PUT /api/v2/campaigns/{id}). */
  updateCampaign(ctx: ActingContext, campaignId: string, changes: CampaignChanges): Promise<void>;
  /** Pins or unpins a campaign (PATCH /api/v2/campaigns/{id}). */
  setCampaignPinned(ctx: ActingContext, campaignId: string, pinned: boolean): Promise<void>;
  /** Deletes a campaign (DELETE /api/v2/campaigns/{id}). */
  deleteCampaign(ctx: ActingContext, campaignId: string): Promise<void>;
  /** One campaign with its files; 404 unknown, 403 another account's (GET /api/v2/campaigns/{id}). */
  fetchCampaign(ctx: ActingContext, campaignId: string): Promise<Campaign>;
  /** The campaign's activity timeline (GET /api/v2/campaigns/{id}/messages). */
  fetchCampaignMessages(ctx: ActingContext, campaignId: string): Promise<CampaignMessage[]>;
  /** A download address of one generated SDF file (GET /api/v2/campaigns/{id}/sdf-files/download). */
  fetchSdfDownloadUrl(
    ctx: ActingContext,
    campaignId: string,
    file: { gcsPath: string; filename: string },
  ): Promise<string>;
  /** A fresh download address of one of its files (GET /api/v2/campaigns/{id}/files/{fileId}/download). */
  fetchFileDownloadUrl(ctx: ActingContext, campaignId: string, fileId: string): Promise<string>;
  /** Sends creative files for the campaign's destination (POST /api/v2/campaigns/{id}/upload-creatives). */
  uploadCreatives(
    ctx: ActingContext,
    campaignId: string,
    request: CreativesUpload,
  ): Promise<{ uploadId: string; messageType: string }>;
}

export const CampaignPort = Symbol.for('CampaignPort');
