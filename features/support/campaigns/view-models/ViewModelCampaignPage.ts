import type { CampaignDetailViewModel } from '../../../../src/ui/campaigns/detail/CampaignDetailViewModel';
import type { UseTheViewModels } from '../../abilities/UseTheViewModels';
import { campaignScreen } from './screens';
import type { ViewModelCampaignList } from './ViewModelCampaignList';

const STEP_MS = 1000;

/** The thin driver of /campaigns/{id} through its view model, on the simulated clock. */
export class ViewModelCampaignPage {
  private detail: CampaignDetailViewModel | null = null;
  /** Addresses the page opened in a new tab (downloads). */
  readonly openedUrls: string[] = [];
  /** Files the page saved as downloads, by name. */
  readonly savedFiles: string[] = [];
  /** When each of those was saved, on the page's clock (ms). */
  readonly savedAt: number[] = [];

  constructor(
    readonly app: UseTheViewModels,
    /** The list, to reach a campaign by its name. */
    readonly list: ViewModelCampaignList,
  ) {}

  /** The open campaign page's view model. */
  get page(): CampaignDetailViewModel {
    if (!this.detail) throw new Error('No campaign page is open');
    return this.detail;
  }

  /** Builds the page as the app does and opens the campaign. */
  async show(id: string) {
    await (await this.build()).opened(id);
    await this.app.settled();
  }

  /** Builds the page and opens the campaign without waiting for its answer, which the scenario may hold. */
  async startShowing(id: string) {
    void (await this.build()).opened(id);
    await this.app.settled();
  }

  private async build(): Promise<CampaignDetailViewModel> {
    this.detail?.dispose();
    this.detail = (await campaignScreen(this.app, 'detail'))({
      openUrl: (url) => this.openedUrls.push(url),
      saveFile: (_file, filename) => {
        this.savedFiles.push(filename);
        this.savedAt.push(this.app.clock.now());
      },
    });
    return this.detail;
  }

  /** The creatives panel, which only some campaigns show. */
  get creatives() {
    if (!this.page.showCreatives) throw new Error('The campaign page shows no creatives panel');
    return this.page.actions.creatives;
  }

  settled() {
    return this.app.settled();
  }

  /** Reads until the reading fits or the time is up, letting the page's clock run between reads. */
  async eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms: number): Promise<T> {
    let value = await read();
    for (let waited = 0; !ok(value) && waited < ms; waited += STEP_MS) {
      await this.app.wait(STEP_MS);
      await this.app.settled();
      value = await read();
    }
    return value;
  }

  dispose() {
    this.detail?.dispose();
  }
}
