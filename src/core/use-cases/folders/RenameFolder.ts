import { type RenameResult, renameRule } from '../../domain/campaigns/list-rules';
import type { ActingContext } from '../../ports/acting-context';
import type { CampaignPort } from '../../ports/CampaignPort';
import { attempt, type Outcome, succeeded } from '../outcome';

/** Inline rename of a folder (spec 2 §2.4, §5). */
export class RenameFolder {
  constructor(private readonly campaigns: CampaignPort) {}

  async execute(request: {
    ctx: ActingContext;
    folderId: string;
    currentName: string;
    input: string;
  }): Promise<Outcome<RenameResult>> {
    const rule = renameRule(request.currentName, request.input);
    if (rule.kind === 'unchanged') return succeeded<RenameResult>(rule);
    const saved = await attempt(() => this.campaigns.renameFolder(request.ctx, request.folderId, rule.name));
    return saved.ok ? succeeded<RenameResult>(rule) : saved;
  }
}

export const RenameFolderToken = Symbol.for('RenameFolder');
