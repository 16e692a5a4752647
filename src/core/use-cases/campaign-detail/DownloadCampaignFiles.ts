import type { Campaign } from '../../domain/campaign';
import type { ActingContext } from '../../ports/acting-context';
import type { CampaignPort } from '../../ports/CampaignPort';
import type { ClockPort } from '../../ports/ClockPort';
import { attempt, type Outcome, succeeded } from '../outcome';

/** SDF downloads open this far apart, so the browser does not block them (spec 2 §9). */
export const SDF_SPACING_MS = 500;

const wait = (clock: ClockPort, ms: number) => new Promise<void>((resolve) => clock.setTimeout(resolve, ms));

/**
 * Download all SDF files of a youtube-dv360 campaign (spec 2 §4.3): each link is opened 500 ms
 * after the previous one, then the campaign is ready to launch.
 */
export class DownloadSdfFiles {
  constructor(
    private readonly campaigns: CampaignPort,
    private readonly clock: ClockPort,
  ) {}

  async execute(request: {
    ctx: ActingContext;
    campaign: Campaign;
    files: { gcsPath: string; filename: string }[];
    open: (url: string, filename: string) => void;
  }): Promise<Outcome<number>> {
    const { campaign } = request;
    for (const [index, file] of request.files.entries()) {
      if (index > 0) await wait(this.clock, SDF_SPACING_MS);
      const url = await attempt(() => this.campaigns.fetchSdfDownloadUrl(request.ctx, campaign.id, file));
      if (!url.ok) return url;
      request.open(url.value, file.filename);
    }
    const saved = await attempt(() =>
      this.campaigns.updateCampaign(request.ctx, campaign.id, {
        name: campaign.name,
        description: campaign.description ?? '',
        status: 'ready_to_launch',
      }),
    );
    return saved.ok ? succeeded(request.files.length) : saved;
  }
}

export const DownloadSdfFilesToken = Symbol.for('DownloadSdfFiles');
