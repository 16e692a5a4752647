import type { Campaign } from '../../domain/campaign';
import type { ActingContext } from '../../ports/acting-context';
import type { CampaignPort } from '../../ports/CampaignPort';
import type { ClockPort } from '../../ports/ClockPort';
import { attempt, type Outcome, succeeded } from '../outcome';

/** SDF downloads follow each other this far apart (spec 2 §9). */
export const SDF_SPACING_MS = 500;

const wait = (clock: ClockPort, ms: number) => new Promise<void>((resolve) => clock.setTimeout(resolve, ms));

/**
 * Download all SDF files of a youtube-dv360 campaign (spec 2 §4.3): each file is fetched and handed
 * to `save` (the page saves it through a link with `download`, which no pop-up blocker stops),
 * 500 ms after the previous one, then the campaign is ready to launch. A failed file stops the run
 * and leaves the campaign as it was.
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
    save: (file: Blob, filename: string) => void;
  }): Promise<Outcome<number>> {
    const { campaign } = request;
    for (const [index, file] of request.files.entries()) {
      if (index > 0) await wait(this.clock, SDF_SPACING_MS);
      const downloaded = await attempt(async () =>
        this.campaigns.downloadFile(await this.campaigns.fetchSdfDownloadUrl(request.ctx, campaign.id, file)),
      );
      if (!downloaded.ok) return downloaded;
      request.save(downloaded.value, file.filename);
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
