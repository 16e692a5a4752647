import type { Campaign } from '../../domain/campaign';
import { startOrchestrationProblems } from '../../domain/campaigns/files-rules';
import type { UploadedFile } from '../../domain/message';
import type { StartedOrchestration } from '../../domain/orchestration';
import type { ActingContext } from '../../ports/acting-context';
import type { OrchestrationPort } from '../../ports/OrchestrationPort';
import { attempt, failed, type Outcome } from '../outcome';

/**
 * Start Orchestration on the detail page (spec 2 §4.3, §5): needs a PDF insertion order and a JSON
 * launch template among the files; the backend picks the workflow ("auto").
 */
export class StartCampaignOrchestration {
  constructor(private readonly orchestration: OrchestrationPort) {}

  async execute(request: {
    ctx: ActingContext;
    campaign: Campaign;
    /** Files uploaded on the page for this start; the campaign's own files count too. */
    files: UploadedFile[];
    existingFileNames: string[];
  }): Promise<Outcome<StartedOrchestration>> {
    const { campaign } = request;
    const named = [...request.existingFileNames.map((name) => ({ name }))].concat(
      request.files.map((file) => ({
        name: file.originalName ?? file.gcsPath,
        ...(file.type ? { type: file.type } : {}),
      })),
    );
    const problems = startOrchestrationProblems(named);
    if (problems.length > 0) return failed('not-allowed', problems.join('\n'));
    return attempt(() =>
      this.orchestration.start(request.ctx, {
        platform: campaign.destination,
        campaignId: campaign.id,
        files: request.files,
        message: `Launch campaign "${campaign.name}"`,
        metadata: {
          campaignName: campaign.name,
          ...(campaign.folderName ? { folderName: campaign.folderName } : {}),
        },
        ...(campaign.orchestrationChatId ? { chatId: campaign.orchestrationChatId } : {}),
        ...(campaign.advertiserId ? { advertiserId: campaign.advertiserId } : {}),
        ...(campaign.profileId ? { profileId: campaign.profileId } : {}),
      }),
    );
  }
}

export const StartCampaignOrchestrationToken = Symbol.for('StartCampaignOrchestration');
