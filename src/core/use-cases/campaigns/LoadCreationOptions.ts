import type { Folder } from '../../domain/campaign';
import { parseMultiChannels } from '../../domain/campaigns/destinations';
import type { AdminPort } from '../../ports/AdminPort';
import type { ActingContext } from '../../ports/acting-context';
import type { CampaignPort } from '../../ports/CampaignPort';
import { attempt, type Outcome, succeeded } from '../outcome';

/** The folders a picker or filter offers at most (spec 2 §9). */
export const FOLDER_CHOICES_LIMIT = 100;

export interface CreationOptions {
  folders: Folder[];
  /** The account's "multi-channels" setting; empty hides the multi-channel toggle. */
  multiChannels: string[];
}

/**
 * What the creation form offers: up to 100 folders by name, and the multi-channels setting. A
 * setting that cannot be read counts as empty: the form still works in single mode.
 */
export class LoadCreationOptions {
  constructor(
    private readonly campaigns: CampaignPort,
    private readonly admin: AdminPort,
  ) {}

  async execute(request: { ctx: ActingContext }): Promise<Outcome<CreationOptions>> {
    const { ctx } = request;
    const folders = await attempt(() =>
      this.campaigns.listFolders(ctx, {
        sortBy: 'name',
        sortOrder: 'asc',
        page: 1,
        limit: FOLDER_CHOICES_LIMIT,
      }),
    );
    if (!folders.ok) return folders;
    const settings = ctx.accountId
      ? await attempt(() => this.admin.listAccountSettings(ctx.userId, ctx.accountId as string))
      : succeeded([]);
    const setting = settings.ok ? settings.value.find((entry) => entry.key === 'multi-channels') : undefined;
    return succeeded({
      folders: folders.value.items,
      multiChannels: parseMultiChannels(setting?.value),
    });
  }
}

export const LoadCreationOptionsToken = Symbol.for('LoadCreationOptions');
