import * as z from 'zod/mini';
import type { Endpoint, ParamsOf } from '../../contract/endpoint';
import { CAMPAIGNS } from '../../contract/endpoints/campaigns';
import { FOLDERS } from '../../contract/endpoints/folders';
import type { Campaign, CampaignMessage, Folder, FolderTextFields } from '../../core/domain/campaign';
import type { ListQuery, Page } from '../../core/domain/lists/page';
import type { ActingContext, UploadWatch } from '../../core/ports/acting-context';
import type {
  CampaignChanges,
  CampaignDraft,
  CampaignPort,
  CreativesUpload,
} from '../../core/ports/CampaignPort';
import { actingFields } from './acting-fields';
import type { HttpClient } from './HttpClient';
import {
  campaignAnswer,
  campaignMessagesAnswer,
  campaignPageAnswer,
  downloadUrlAnswer,
  folderAnswer,
  folderPageAnswer,
  moveAnswer,
  uploadCreativesAnswer,
} from './schemas/campaign';
import { ignoredAnswer } from './schemas/lenient';

/**
 * The creation summary has two shapes (spec 2 §7) that the core tells apart (readCreationSummary):
 * passed on as sent. The contract documents both (contract/operations/campaigns.ts).
 */
const creationSummary = z.unknown();

/** The backend's names of the lists' sort columns (spec 2 §2.5); the rest are the same. */
const SORT_COLUMNS: Readonly<Record<string, string>> = {
  campaignCount: 'campaign_count',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  folderName: 'folder_name',
  isPinned: 'is_pinned',
};

function listQuery(query: ListQuery) {
  return {
    search: query.search || undefined,
    sortBy: query.sortBy && (SORT_COLUMNS[query.sortBy] ?? query.sortBy),
    sortOrder: query.sortOrder,
    page: query.page,
    limit: query.limit,
  };
}

/**
 * CampaignPort over the folder and campaign routes of spec 2 §7. Where the spec does not say
 * where the acting user goes, it follows docs/backend-contract.md: query for GET and DELETE,
 * body for POST, PUT and PATCH; where the spec puts it in the query (rename folder, pin and
 * delete campaign), it goes there.
 */
export class HttpCampaignAdapter implements CampaignPort {
  constructor(private readonly http: HttpClient) {}

  listFolders(ctx: ActingContext, query: ListQuery): Promise<Page<Folder>> {
    return this.http.send(FOLDERS.list, {
      query: { ...actingFields(ctx), ...listQuery(query) },
      schema: folderPageAnswer,
    });
  }

  createFolder(ctx: ActingContext, name: string): Promise<Folder> {
    return this.http.send(FOLDERS.create, { body: { name, ...actingFields(ctx) }, schema: folderAnswer });
  }

  renameFolder(ctx: ActingContext, folderId: string, name: string): Promise<void> {
    return this.change(FOLDERS.rename, { folderId }, ctx, { name });
  }

  setFolderPinned(ctx: ActingContext, folderId: string, pinned: boolean): Promise<void> {
    // Same placement as pinning a campaign, the one pin call whose query the spec shows.
    return this.change(FOLDERS.update, { folderId }, ctx, { is_pinned: pinned });
  }

  updateFolder(ctx: ActingContext, folderId: string, fields: FolderTextFields): Promise<void> {
    return this.change(FOLDERS.update, { folderId }, ctx, fields);
  }

  deleteFolder(ctx: ActingContext, folderId: string): Promise<void> {
    return this.change(FOLDERS.remove, { folderId }, ctx);
  }

  listCampaigns(ctx: ActingContext, query: ListQuery & { folderId?: string }): Promise<Page<Campaign>> {
    return this.http.send(CAMPAIGNS.list, {
      query: { ...actingFields(ctx), ...listQuery(query), folderId: query.folderId || undefined },
      schema: campaignPageAnswer,
    });
  }

  createCampaign(ctx: ActingContext, draft: CampaignDraft): Promise<unknown> {
    return this.http.send(CAMPAIGNS.create, {
      body: {
        name: draft.name,
        folderId: draft.folderId,
        destination: draft.destination,
        ...actingFields(ctx),
        advertiserId: draft.advertiserId,
        platformAccountId: draft.platformAccountId,
        profileId: draft.profileId,
        files: draft.files,
        orchestration: draft.orchestration,
      },
      schema: creationSummary,
    });
  }

  async updateCampaign(ctx: ActingContext, campaignId: string, changes: CampaignChanges): Promise<void> {
    await this.http.send(CAMPAIGNS.update, {
      params: { campaignId },
      body: { ...changes, ...actingFields(ctx) },
      schema: ignoredAnswer,
    });
  }

  async moveCampaigns(ctx: ActingContext, campaignIds: readonly string[], folderId: string): Promise<number> {
    const answer = await this.http.send(CAMPAIGNS.move, {
      body: { campaignIds: [...campaignIds], folderId, ...actingFields(ctx) },
      schema: moveAnswer,
    });
    return answer.moved;
  }

  setCampaignPinned(ctx: ActingContext, campaignId: string, pinned: boolean): Promise<void> {
    return this.change(CAMPAIGNS.pin, { campaignId }, ctx, { is_pinned: pinned });
  }

  deleteCampaign(ctx: ActingContext, campaignId: string): Promise<void> {
    return this.change(CAMPAIGNS.remove, { campaignId }, ctx);
  }

  fetchCampaign(ctx: ActingContext, campaignId: string): Promise<Campaign> {
    return this.http.send(CAMPAIGNS.see, {
      params: { campaignId },
      query: actingFields(ctx),
      schema: campaignAnswer,
    });
  }

  fetchCampaignMessages(ctx: ActingContext, campaignId: string): Promise<CampaignMessage[]> {
    return this.http.send(CAMPAIGNS.messages, {
      params: { campaignId },
      query: actingFields(ctx),
      schema: campaignMessagesAnswer,
    });
  }

  fetchSdfDownloadUrl(
    ctx: ActingContext,
    campaignId: string,
    file: { gcsPath: string; filename: string },
  ): Promise<string> {
    return this.http.send(CAMPAIGNS.sdfLink, {
      params: { campaignId },
      query: { gcsPath: file.gcsPath, filename: file.filename, ...actingFields(ctx) },
      schema: downloadUrlAnswer,
    });
  }

  downloadFile(url: string): Promise<Blob> {
    return this.http.fetchFile(url);
  }

  fetchFileDownloadUrl(ctx: ActingContext, campaignId: string, fileId: string): Promise<string> {
    return this.http.send(CAMPAIGNS.fileLink, {
      params: { campaignId, fileId },
      query: actingFields(ctx),
      schema: downloadUrlAnswer,
    });
  }

  uploadCreatives(
    ctx: ActingContext,
    campaignId: string,
    request: CreativesUpload,
    watch?: UploadWatch,
  ): Promise<{ uploadId: string; messageType: string }> {
    const form = new FormData();
    for (const file of request.files) form.append('files', file.data, file.name);
    form.append('subAction', request.subAction);
    if (request.extractedCampaignId) form.append('extractedCampaignId', request.extractedCampaignId);
    if (request.extractedCampaignIds)
      form.append('extractedCampaignIds', JSON.stringify(request.extractedCampaignIds));
    if (request.extractedAdvertiserId) form.append('extractedAdvertiserId', request.extractedAdvertiserId);
    if (request.platformUrl) form.append('platformUrl', request.platformUrl);
    if (ctx.accountId) form.append('accountId', ctx.accountId);
    form.append('userId', ctx.userId);
    return this.http.sendUpload(CAMPAIGNS.uploadCreatives, form, {
      params: { campaignId },
      schema: uploadCreativesAnswer,
      ...(watch && { watch }),
    });
  }

  /** A change whose answer is not read, with the acting user and account in the query. */
  private async change<Path extends string>(
    declared: Endpoint<Path>,
    params: ParamsOf<Path>,
    ctx: ActingContext,
    body?: object,
  ): Promise<void> {
    const call: Endpoint = declared;
    await this.http.send(call, {
      params,
      query: actingFields(ctx),
      ...(body ? { body } : {}),
      schema: ignoredAnswer,
    });
  }
}
