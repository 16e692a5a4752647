import {
  type CreationFormState,
  chosenDestinations,
  creationProblem,
} from '../../domain/campaigns/creation-rules';
import { type CreationSummary, readCreationSummary } from '../../domain/campaigns/creation-success';
import type { UploadedFile } from '../../domain/message';
import type { WorkflowType } from '../../domain/orchestration';
import type { ActingContext } from '../../ports/acting-context';
import type { CampaignPort } from '../../ports/CampaignPort';
import { attempt, failed, type Outcome, succeeded } from '../outcome';

export const DEFAULT_WORKFLOW: WorkflowType = 'fast-track-shell';

/**
 * Create Campaign (spec 2 §4.4): the form's rules first, then one call that creates the campaign
 * for each destination and requests its orchestration with the recommended type (default
 * fast-track-shell), priority normal, started at once.
 */
export class CreateCampaign {
  constructor(private readonly campaigns: CampaignPort) {}

  async execute(request: {
    ctx: ActingContext;
    form: CreationFormState;
    files: UploadedFile[];
    recommendedType?: WorkflowType;
  }): Promise<Outcome<CreationSummary>> {
    const { form } = request;
    const problem = creationProblem({ ...form, fileCount: request.files.length });
    if (problem) return failed('not-allowed', problem);
    const destinations = chosenDestinations(form);
    const answer = await attempt(() =>
      this.campaigns.createCampaign(request.ctx, {
        name: form.name.trim(),
        folderId: form.folderId,
        destination: form.multiChannel ? destinations : (destinations[0] as string),
        ...(form.advertiserId.trim() ? { advertiserId: form.advertiserId.trim() } : {}),
        ...(form.platformAccountId.trim() ? { platformAccountId: form.platformAccountId.trim() } : {}),
        ...(form.profileId.trim() ? { profileId: form.profileId.trim() } : {}),
        files: request.files,
        orchestration: {
          enabled: true,
          type: request.recommendedType ?? DEFAULT_WORKFLOW,
          priority: 'normal',
          autoStart: true,
          message: `Create campaign "${form.name.trim()}"`,
        },
      }),
    );
    if (!answer.ok) return answer;
    const summary = readCreationSummary(answer.value);
    return summary
      ? succeeded(summary)
      : failed('unavailable', 'The backend answered the creation in an unknown shape');
  }
}

export const CreateCampaignToken = Symbol.for('CreateCampaign');
