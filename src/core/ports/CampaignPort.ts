import type { Campaign, CampaignMessage, Folder, ListQuery, Page } from '../domain/campaign';
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

export interface CampaignChanges {
  name?: string;
  description?: string;
  status?: string;
  advertiserId?: string;
}

/**
 * Folders and campaigns (spec 2 §7). Uploading a file is ChatPort.uploadFile (one call,
 * POST /api/upload, serves both). Rejects with BackendError.
 */
export interface CampaignPort {
  /** GET /api/v2/folders. */
  listFolders(ctx: ActingContext, query: ListQuery): Promise<Page<Folder>>;
  /** POST /api/v2/folders. */
  createFolder(ctx: ActingContext, name: string): Promise<Folder>;
  /** PUT /api/v2/folders/{id}. */
  renameFolder(ctx: ActingContext, folderId: string, name: string): Promise<void>;
  /** PATCH /api/v2/folders/{id}. */
  setFolderPinned(ctx: ActingContext, folderId: string, pinned: boolean): Promise<void>;
  /** DELETE /api/v2/folders/{id}; refused while the folder holds campaigns. */
  deleteFolder(ctx: ActingContext, folderId: string): Promise<void>;
  /** GET /api/v2/campaigns. */
  listCampaigns(ctx: ActingContext, query: ListQuery & { folderId?: string }): Promise<Page<Campaign>>;
  /** POST /api/v2/campaigns: single or multi-platform creation; answers the backend's summary. */
  createCampaign(ctx: ActingContext, draft: CampaignDraft): Promise<unknown>;
  /** PUT /api/v2/campaigns/{id}. */
  updateCampaign(ctx: ActingContext, campaignId: string, changes: CampaignChanges): Promise<void>;
  /** PATCH /api/v2/campaigns/{id}. */
  setCampaignPinned(ctx: ActingContext, campaignId: string, pinned: boolean): Promise<void>;
  /** DELETE /api/v2/campaigns/{id}. */
  deleteCampaign(ctx: ActingContext, campaignId: string): Promise<void>;
  /** GET /api/v2/campaigns/{id}. */
  fetchCampaign(ctx: ActingContext, campaignId: string): Promise<Campaign>;
  /** GET /api/v2/campaigns/{id}/messages: the activity timeline. */
  fetchCampaignMessages(ctx: ActingContext, campaignId: string): Promise<CampaignMessage[]>;
  /** GET /api/v2/campaigns/{id}/sdf-files/download: answers a download address. */
  fetchSdfDownloadUrl(
    ctx: ActingContext,
    campaignId: string,
    file: { gcsPath: string; filename: string },
  ): Promise<string>;
  /** GET /api/v2/campaigns/{id}/files/{fileId}/download: answers a download address. */
  fetchFileDownloadUrl(ctx: ActingContext, campaignId: string, fileId: string): Promise<string>;
  /** POST /api/v2/campaigns/{id}/upload-creatives. */
  uploadCreatives(
    ctx: ActingContext,
    campaignId: string,
    request: {
      files: UploadSource[];
      subAction: string;
      extractedCampaignId?: string;
      extractedCampaignIds?: string[];
      extractedAdvertiserId?: string;
      platformUrl?: string;
    },
  ): Promise<{ uploadId: string; messageType: string }>;
}

export const CampaignPort = Symbol.for('CampaignPort');
