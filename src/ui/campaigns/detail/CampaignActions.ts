import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { creativeButtonLabel } from '../../../core/domain/campaigns/files-rules';
import type { UploadedFile } from '../../../core/domain/message';
import type { UploadSource } from '../../../core/ports/acting-context';
import { UploadQueue } from '../../common/uploads/UploadQueue';
import { failureText } from '../../kit/failure-text';
import { MoveToFolder } from '../common/MoveToFolder';
import type { CampaignPage } from './CampaignPage';
import { CreativeUploadForm } from './CreativeUploadForm';
import { DETAIL_TEXTS, REFETCH_DELAY_MS } from './detail-texts';

/** What the user does on the campaign page: start, stop, add files, upload creatives, download. */
export class CampaignActions {
  starting = false;
  stopping = false;
  downloading = false;
  /** The last action's problem (spec 2 §8 alerts), shown inline as an alert. */
  error: string | null = null;
  addedFiles: readonly UploadedFile[] = [];
  readonly creatives: CreativeUploadForm;
  /** Files added before Start Orchestration, on their way: one upload call each. */
  readonly uploads: UploadQueue<UploadedFile>;
  /** "Move to folder" for this campaign; the campaign is read again after a move. */
  readonly move: MoveToFolder;

  constructor(private readonly page: CampaignPage) {
    this.move = new MoveToFolder({
      move: page.deps.moveCampaigns,
      calls: page.deps.calls,
      context: () => page.ctx,
      moved: () => page.reloadCampaign(),
    });
    this.creatives = new CreativeUploadForm(() => page.campaign?.destination ?? '');
    this.uploads = new UploadQueue((file, watch) => {
      const ctx = page.ctx ?? { userId: '', accountId: null };
      return page.deps.uploadFile.execute({ ctx, file, watch });
    });
    makeObservable(this, {
      starting: observable,
      stopping: observable,
      downloading: observable,
      error: observable,
      addedFiles: observableRef,
      errorDismissed: action,
    });
  }

  get creativeButton(): string {
    return creativeButtonLabel(this.page.runView.creativesState);
  }

  /** Creatives cannot be sent while the run processes (spec 2 §5). */
  get creativesBlocked(): boolean {
    return this.page.run?.status === 'processing' || this.page.campaign?.status === 'processing';
  }

  /** "Move to folder" on the campaign page. */
  moveClicked(): Promise<void> {
    return this.page.campaign ? this.move.opened([this.page.campaign]) : Promise.resolve();
  }

  errorDismissed(): void {
    this.error = null;
  }

  /** Files added before Start Orchestration: one upload call each, in turn, each cancellable. */
  async filesAdded(files: UploadSource[]): Promise<void> {
    if (!this.page.ctx) return;
    await this.uploads.sendAll(files, (file, uploaded) =>
      runInAction(() => {
        if (uploaded.ok)
          this.addedFiles = [
            ...this.addedFiles,
            { ...uploaded.value, originalName: uploaded.value.originalName ?? file.name },
          ];
        else this.error = DETAIL_TEXTS.uploadFailed(uploaded.message);
      }),
    );
  }

  /** Start Orchestration: the campaign reads processing at once and is fetched again after 1 s. */
  async startClicked(): Promise<void> {
    const { page } = this;
    const ctx = page.ctx;
    const campaign = page.campaign;
    if (!ctx || !campaign || page.startDisabled) return;
    runInAction(() => {
      this.starting = true;
      this.error = null;
    });
    const started = await page.deps.startOrchestration.execute({
      ctx,
      campaign,
      files: [...this.addedFiles],
      existingFileNames: campaign.files.map((file) => file.name),
    });
    runInAction(() => {
      this.starting = false;
      if (!started.ok) {
        this.error = DETAIL_TEXTS.startFailed(started.message);
        return;
      }
      this.addedFiles = [];
      page.campaignChanged({
        ...campaign,
        status: 'processing',
        orchestrationMessageId: started.value.messageId,
        orchestrationChatId: started.value.chatId,
      });
    });
    if (!started.ok) return;
    page.watchRun(started.value.messageId);
    page.deps.clock.setTimeout(() => void page.reloadCampaign(), REFETCH_DELAY_MS);
  }

  async stopClicked(): Promise<void> {
    const { page } = this;
    const ctx = page.ctx;
    const campaign = page.campaign;
    const messageId = campaign?.orchestrationMessageId;
    if (!ctx || !campaign || !messageId || !page.runView.mayStop) return;
    runInAction(() => {
      this.stopping = true;
    });
    const stopped = await page.deps.stopOrchestration.execute({ ctx, campaign, messageId });
    runInAction(() => {
      this.stopping = false;
      if (!stopped.ok) this.error = DETAIL_TEXTS.stopFailed;
    });
    if (!stopped.ok) return;
    page.runStopped();
    await page.reloadActivity();
  }

  async creativesUploadClicked(): Promise<void> {
    const { page, creatives } = this;
    const ctx = page.ctx;
    const campaign = page.campaign;
    if (!ctx || !campaign) return;
    const watch = creatives.uploadStarted();
    const ids = (page.run?.apiResult?.campaigns ?? [])
      .map((entry) => entry.campaign_id)
      .filter((id): id is string => Boolean(id));
    const platformUrl = page.runView.platformLinks[0]?.url;
    const uploaded = await page.deps.uploadCreatives.execute({
      ctx,
      campaign,
      files: [...creatives.files],
      creativeType: creatives.creativeType,
      runProcessing: this.creativesBlocked,
      platformCampaignIds: ids,
      ...(platformUrl ? { platformUrl } : {}),
      watch,
    });
    runInAction(() => {
      creatives.uploadEnded(uploaded.ok);
      if (!uploaded.ok && uploaded.kind !== 'cancelled')
        creatives.error = failureText(uploaded, DETAIL_TEXTS.uploadFailed);
    });
    if (!uploaded.ok) return;
    await page.reloadActivity();
    page.watchAssignment(uploaded.value.uploadId);
    page.deps.clock.setTimeout(() => void page.reloadCampaign(), REFETCH_DELAY_MS);
  }

  /** Download all SDF files (youtube-dv360): one after the other, then the campaign is ready to launch. */
  async sdfDownloadClicked(): Promise<void> {
    const { page } = this;
    const ctx = page.ctx;
    const campaign = page.campaign;
    if (!ctx || !campaign) return;
    runInAction(() => {
      this.downloading = true;
    });
    const done = await page.deps.downloadSdf.execute({
      ctx,
      campaign,
      files: page.runView.sdfFiles,
      save: (file, filename) => page.deps.saveFile(file, filename),
    });
    runInAction(() => {
      this.downloading = false;
      if (!done.ok) this.error = DETAIL_TEXTS.stopFailed;
    });
    if (done.ok) page.campaignChanged({ ...campaign, status: 'ready_to_launch' });
  }

  async fileOpened(fileId: string): Promise<void> {
    const { page } = this;
    const ctx = page.ctx;
    if (!ctx || !page.campaignId) return;
    const url = await page.deps.calls.execute('fetchFileDownloadUrl', ctx, page.campaignId, fileId);
    if (url.ok && /^(https?|blob):/i.test(url.value)) page.deps.openUrl(url.value);
    else if (!url.ok)
      runInAction(() => {
        this.error = DETAIL_TEXTS.stopFailed;
      });
  }
}
