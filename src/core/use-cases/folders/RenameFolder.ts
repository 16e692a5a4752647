import type { ActingContext } from '../../ports/acting-context';
import type { CampaignPort } from '../../ports/CampaignPort';
import { attempt, type Outcome, succeeded } from '../outcome';

export type RenameResult = { kind: 'renamed'; name: string } | { kind: 'unchanged' };

/** A blank or unchanged name is refused quietly (nothing sent); anything else is trimmed and saved. */
export function renameRule(current: string, input: string): RenameResult {
  const name = input.trim();
  return name === '' || name === current ? { kind: 'unchanged' } : { kind: 'renamed', name };
}

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
