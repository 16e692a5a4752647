import { type RenameResult, renameRule } from '../../domain/campaigns/list-rules';
import type { ActingContext } from '../../ports/acting-context';
import type { CampaignPort } from '../../ports/CampaignPort';
import { attempt, type Outcome, succeeded } from '../outcome';

/** Inline edit of a campaign's name in the list (spec 2 §2.5, §5). */
export class RenameCampaign {
  constructor(private readonly campaigns: CampaignPort) {}

  async execute(request: {
    ctx: ActingContext;
    campaignId: string;
    currentName: string;
    input: string;
  }): Promise<Outcome<RenameResult>> {
    const rule = renameRule(request.currentName, request.input);
    if (rule.kind === 'unchanged') return succeeded<RenameResult>(rule);
    const saved = await attempt(() =>
      this.campaigns.updateCampaign(request.ctx, request.campaignId, { name: rule.name }),
    );
    return saved.ok ? succeeded<RenameResult>(rule) : saved;
  }
}

export const RenameCampaignToken = Symbol.for('RenameCampaign');
