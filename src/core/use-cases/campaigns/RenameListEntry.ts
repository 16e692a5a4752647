import { type RenameResult, renameRule } from '../../domain/campaigns/list-rules';
import type { ActingContext } from '../../ports/acting-context';
import { attempt, type Outcome, succeeded } from '../outcome';

/** The port call that saves a new name (a folder's, a campaign's). */
export type SaveName = (ctx: ActingContext, id: string, name: string) => Promise<void>;

/**
 * Inline rename of a folder or a campaign in its list (spec 2 §2.4, §2.5, §5): a blank or
 * unchanged name is refused quietly (nothing sent); anything else is trimmed and saved.
 */
export class RenameListEntry {
  constructor(private readonly save: SaveName) {}

  async execute(request: {
    ctx: ActingContext;
    id: string;
    currentName: string;
    input: string;
  }): Promise<Outcome<RenameResult>> {
    const rule = renameRule(request.currentName, request.input);
    if (rule.kind === 'unchanged') return succeeded<RenameResult>(rule);
    const saved = await attempt(() => this.save(request.ctx, request.id, rule.name));
    return saved.ok ? succeeded<RenameResult>(rule) : saved;
  }
}

/** A folder's rename and a campaign's: the same flow over their own port calls. */
export const RenameFolderToken = Symbol.for('RenameFolder');
export const RenameCampaignToken = Symbol.for('RenameCampaign');
