import type { Campaign } from '../../domain/campaign';
import { acceptedCreativeExtensions, unacceptedCreatives } from '../../domain/campaigns/files-rules';
import type { ActingContext, UploadSource, UploadWatch } from '../../ports/acting-context';
import type { CampaignPort } from '../../ports/CampaignPort';
import { attempt, failed, type Outcome } from '../outcome';

export const CREATIVE_TEXTS = {
  noFiles: 'Please select at least one creative file',
  processing: 'Creatives cannot be uploaded while the orchestration is processing',
} as const;

/**
 * Creative upload per destination (spec 2 §5): at least one file of the accepted types, never
 * while the run is processing; the platform's campaign ids from the run go along.
 */
export class UploadCreatives {
  constructor(private readonly campaigns: CampaignPort) {}

  async execute(request: {
    ctx: ActingContext;
    campaign: Campaign;
    files: UploadSource[];
    creativeType: string;
    runProcessing: boolean;
    platformCampaignIds: string[];
    platformUrl?: string;
    /** The call's progress and the user's cancel. */
    watch?: UploadWatch;
  }): Promise<Outcome<{ uploadId: string; messageType: string }>> {
    if (request.runProcessing) return failed('not-allowed', CREATIVE_TEXTS.processing);
    if (request.files.length === 0) return failed('not-allowed', CREATIVE_TEXTS.noFiles);
    const accepted = acceptedCreativeExtensions(request.campaign.destination, request.creativeType);
    const refused = unacceptedCreatives(
      request.files.map((file) => file.name),
      accepted,
    );
    if (refused.length > 0)
      return failed('not-allowed', `Only ${accepted.join(', ')} files are accepted: ${refused.join(', ')}`);
    const [first] = request.platformCampaignIds;
    return attempt(() =>
      this.campaigns.uploadCreatives(
        request.ctx,
        request.campaign.id,
        {
          files: request.files,
          subAction: request.creativeType,
          ...(first ? { extractedCampaignId: first } : {}),
          ...(request.platformCampaignIds.length > 1
            ? { extractedCampaignIds: request.platformCampaignIds }
            : {}),
          ...(request.campaign.advertiserId ? { extractedAdvertiserId: request.campaign.advertiserId } : {}),
          ...(request.platformUrl ? { platformUrl: request.platformUrl } : {}),
        },
        request.watch,
      ),
    );
  }
}

export const UploadCreativesToken = Symbol.for('UploadCreatives');
