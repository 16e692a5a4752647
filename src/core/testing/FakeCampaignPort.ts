import type { Campaign, CampaignMessage, Folder, FolderTextFields } from '../domain/campaign';
import { BackendError } from '../domain/errors';
import type { ListQuery, Page } from '../domain/lists/page';
import type { ActingContext } from '../ports/acting-context';
import type { CampaignChanges, CampaignDraft, CampaignPort, CreativesUpload } from '../ports/CampaignPort';
import { aFolder } from './builders';
import { copyOf as copy } from './RecordingPort';

type Method = keyof CampaignPort;

/**
 * The one fake of the CampaignPort (issue 33): plain data the test sets (campaigns, their
 * activity, folders), copies in, copies out; every call recorded without its acting context; a
 * method in `failing` rejects with that failure.
 */
export class FakeCampaignPort implements CampaignPort {
  readonly calls: { method: Method; args: unknown[] }[] = [];
  campaigns = new Map<string, Campaign>();
  activity = new Map<string, CampaignMessage[]>();
  folders: Folder[] = [];
  readonly failing = new Map<Method, BackendError>();
  creationAnswer: unknown = { success: true, campaigns: [] };
  uploadAnswer = { uploadId: 'up-1', messageType: 'assign-creatives' };

  constructor(...campaigns: Campaign[]) {
    for (const campaign of campaigns) this.campaigns.set(campaign.id, copy(campaign));
  }

  callsOf(method: Method): unknown[][] {
    return this.calls.filter((call) => call.method === method).map((call) => call.args);
  }

  private record(method: Method, ...args: unknown[]): void {
    this.calls.push({ method, args: copy(args) });
    const failure = this.failing.get(method);
    if (failure) throw failure;
  }

  private campaign(campaignId: string): Campaign {
    const campaign = this.campaigns.get(campaignId);
    if (!campaign) throw new BackendError('not-found', 'Campaign not found');
    return campaign;
  }

  async listFolders(_ctx: ActingContext, query: ListQuery): Promise<Page<Folder>> {
    this.record('listFolders', query);
    return pageOf(this.folders);
  }
  async createFolder(_ctx: ActingContext, name: string): Promise<Folder> {
    this.record('createFolder', name);
    const folder = aFolder({ id: `f-${this.folders.length + 1}`, name });
    this.folders.push(folder);
    return copy(folder);
  }
  async renameFolder(_ctx: ActingContext, folderId: string, name: string): Promise<void> {
    this.record('renameFolder', folderId, name);
  }
  async setFolderPinned(_ctx: ActingContext, folderId: string, pinned: boolean): Promise<void> {
    this.record('setFolderPinned', folderId, pinned);
  }
  async updateFolder(_ctx: ActingContext, folderId: string, fields: FolderTextFields): Promise<void> {
    this.record('updateFolder', folderId, fields);
    this.folders = this.folders.map((folder) => (folder.id === folderId ? { ...folder, ...fields } : folder));
  }
  async deleteFolder(_ctx: ActingContext, folderId: string): Promise<void> {
    this.record('deleteFolder', folderId);
  }
  async listCampaigns(
    _ctx: ActingContext,
    query: ListQuery & { folderId?: string },
  ): Promise<Page<Campaign>> {
    this.record('listCampaigns', query);
    return pageOf([...this.campaigns.values()]);
  }
  async createCampaign(_ctx: ActingContext, draft: CampaignDraft): Promise<unknown> {
    this.record('createCampaign', draft);
    return copy(this.creationAnswer);
  }
  async updateCampaign(_ctx: ActingContext, campaignId: string, changes: CampaignChanges): Promise<void> {
    this.record('updateCampaign', campaignId, changes);
    const campaign = this.campaign(campaignId);
    this.campaigns.set(campaignId, { ...campaign, ...changes, status: changes.status ?? campaign.status });
  }
  async moveCampaigns(
    _ctx: ActingContext,
    campaignIds: readonly string[],
    folderId: string,
  ): Promise<number> {
    this.record('moveCampaigns', [...campaignIds], folderId);
    const folderName = this.folders.find((folder) => folder.id === folderId)?.name;
    for (const id of campaignIds) this.campaigns.set(id, { ...this.campaign(id), folderId, folderName });
    return campaignIds.length;
  }
  async setCampaignPinned(_ctx: ActingContext, campaignId: string, pinned: boolean): Promise<void> {
    this.record('setCampaignPinned', campaignId, pinned);
  }
  async deleteCampaign(_ctx: ActingContext, campaignId: string): Promise<void> {
    this.record('deleteCampaign', campaignId);
    this.campaigns.delete(campaignId);
  }
  async fetchCampaign(_ctx: ActingContext, campaignId: string): Promise<Campaign> {
    this.record('fetchCampaign', campaignId);
    return copy(this.campaign(campaignId));
  }
  async fetchCampaignMessages(_ctx: ActingContext, campaignId: string): Promise<CampaignMessage[]> {
    this.record('fetchCampaignMessages', campaignId);
    return copy(this.activity.get(campaignId) ?? []);
  }
  async fetchSdfDownloadUrl(
    _ctx: ActingContext,
    campaignId: string,
    file: { gcsPath: string; filename: string },
  ): Promise<string> {
    this.record('fetchSdfDownloadUrl', campaignId, file);
    return `https://files.example/${file.filename}`;
  }
  async downloadFile(url: string): Promise<Blob> {
    this.record('downloadFile', url);
    return new Blob([`the file at ${url}`]);
  }

  async fetchFileDownloadUrl(_ctx: ActingContext, campaignId: string, fileId: string): Promise<string> {
    this.record('fetchFileDownloadUrl', campaignId, fileId);
    return `https://files.example/${fileId}`;
  }
  async uploadCreatives(
    _ctx: ActingContext,
    campaignId: string,
    request: CreativesUpload,
  ): Promise<{ uploadId: string; messageType: string }> {
    this.record('uploadCreatives', campaignId, { ...request, files: request.files.map((file) => file.name) });
    return copy(this.uploadAnswer);
  }
}

function pageOf<T>(items: T[]): Page<T> {
  return {
    items: copy(items),
    pagination: {
      currentPage: 1,
      totalPages: 1,
      totalItems: items.length,
      itemsPerPage: items.length,
      hasNextPage: false,
      hasPrevPage: false,
    },
  };
}
