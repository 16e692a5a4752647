import { START_TEXTS } from '../../../../src/core/domain/campaigns/files-rules';
import { campaignStatusLabel } from '../../../../src/core/domain/campaigns/status-badge';
import type { CampaignDetailViewModel } from '../../../../src/ui/campaigns/detail/CampaignDetailViewModel';
import { DETAIL_TEXTS } from '../../../../src/ui/campaigns/detail/detail-texts';
import type { UseTheViewModels } from '../../abilities/UseTheViewModels';
import { fixtureFile } from '../../chat/fixtures';
import type { CampaignPageAbility } from '../abilities';
import { campaignScreen, chooseAndMove } from './screens';
import type { ViewModelCampaignList } from './ViewModelCampaignList';

const STATE_WORDS = {
  pending: 'Pending',
  processing: 'Processing',
  completed: 'Completed',
  error: 'Error',
  stopped: 'Stopped',
};

const STEP_MS = 1000;

/** /campaigns/{id} through its view model. */
export class ViewModelCampaignPage implements CampaignPageAbility {
  private detail: CampaignDetailViewModel | null = null;
  /** Addresses the page opened in a new tab (downloads). */
  readonly openedUrls: string[] = [];
  /** Files the page saved as downloads, by name. */
  readonly savedFiles: string[] = [];

  constructor(
    private readonly driver: UseTheViewModels,
    private readonly list: ViewModelCampaignList,
  ) {}

  private get page(): CampaignDetailViewModel {
    if (!this.detail) throw new Error('No campaign page is open');
    return this.detail;
  }

  async openCampaignPage(pathOrName: string) {
    let id = pathOrName.split('/')[2];
    if (!pathOrName.startsWith('/')) {
      await this.list.openCampaigns(`/campaigns?q=${encodeURIComponent(pathOrName)}`);
      id = this.list.idOf(pathOrName);
    }
    this.detail?.dispose();
    this.detail = (await campaignScreen(this.driver, 'detail'))({
      openUrl: (url) => this.openedUrls.push(url),
      saveFile: (_file, filename) => this.savedFiles.push(filename),
    });
    await this.detail.opened(id);
    await this.driver.settled();
  }

  async campaignPageText() {
    const page = this.page;
    return [
      page.problem?.title,
      page.problem?.text,
      page.runView.shown ? 'Sure. Processing campaign now.' : '',
      page.campaign?.name,
      page.campaign ? `Folder: ${page.campaign.folderName || '—'}` : '',
      page.actions.move.done,
      page.pollingOrphaned ? DETAIL_TEXTS.timedOut : '',
      page.run?.status === 'timeout' ? DETAIL_TEXTS.timedOut : '',
      ...(page.mayWrite ? [] : ['You can view this campaign but not change it.']),
      // What the Start Orchestration panel shows before any run.
      ...(page.run || !page.mayWrite
        ? []
        : [...page.startProblems, ...(page.startDisabled ? [START_TEXTS.hint] : [])]),
    ]
      .filter(Boolean)
      .join('\n');
  }

  async stages() {
    return this.page.runView.stages.map((stage) => `${stage.label}: ${STATE_WORDS[stage.state]}`);
  }

  async subTasks() {
    return this.page.runView.subTasks.map((task) => `${task.label}: ${task.stateText}`);
  }

  async overall() {
    return this.page.run ? this.page.runView.indicator : '';
  }

  async platformLinks() {
    return this.page.runView.platformLinks.length;
  }

  async statusBadge() {
    return campaignStatusLabel(this.page.campaign?.status);
  }

  async downloadSdfFiles() {
    const before = this.savedFiles.length;
    let finished = false;
    const done = this.page.actions.sdfDownloadClicked().finally(() => {
      finished = true;
    });
    // The files follow each other 500 ms apart on the page's clock.
    for (let waited = 0; !finished && waited < 60_000; waited += 500) await this.driver.wait(500);
    await done;
    await this.driver.settled();
    return this.savedFiles.slice(before);
  }

  async stopRun() {
    await this.page.actions.stopClicked();
    await this.driver.settled();
  }

  async uploadCreatives(fixture: string) {
    this.creatives.filesPicked([fixtureFile(fixture)]);
    await this.page.actions.creativesUploadClicked();
    await this.driver.settled();
  }

  private get creatives() {
    if (!this.page.showCreatives) throw new Error('The campaign page shows no creatives panel');
    return this.page.actions.creatives;
  }

  async creativeButton() {
    if (!this.page.showCreatives) throw new Error('The campaign page shows no creatives panel');
    return this.page.actions.creativeButton;
  }

  async assignmentRemaining() {
    return this.page.showCreatives ? this.page.assignmentCountdown.text : null;
  }

  async acceptedCreatives() {
    return this.creatives.accepted.join(', ');
  }

  async creativeTypes() {
    return this.creatives.typeChoices.map((choice) => choice.label);
  }

  async startDisabled() {
    return this.page.startDisabled;
  }

  async activityTypes() {
    return this.page.messages.map((message) => message.type);
  }

  async readOnly() {
    return !this.page.mayWrite;
  }

  async moveTo(folder: string) {
    await this.page.actions.moveClicked();
    await this.driver.settled();
    await chooseAndMove(this.page.actions.move, folder);
    await this.driver.settled();
  }

  async checkRunAgain() {
    this.page.checkAgainClicked();
    await this.driver.settled();
  }

  async eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms: number): Promise<T> {
    let value = await read();
    for (let waited = 0; !ok(value) && waited < ms; waited += STEP_MS) {
      await this.driver.wait(STEP_MS);
      await this.driver.settled();
      value = await read();
    }
    return value;
  }

  dispose() {
    this.detail?.dispose();
  }
}
