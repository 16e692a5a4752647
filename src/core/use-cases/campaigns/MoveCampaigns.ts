import type { Campaign } from '../../domain/campaign';
import type { ActingContext } from '../../ports/acting-context';
import type { CampaignPort } from '../../ports/CampaignPort';
import { attempt, failed, type Outcome, succeeded } from '../outcome';

/** One move carries at most this many campaigns (the backend's limit, a page of 100 rows). */
export const MOVE_AT_MOST = 100;

/** The rule's words when nothing can be sent (docs/decisions.md). */
export const MOVE_TEXTS = {
  noneChosen: 'Select at least one campaign to move',
  noFolder: 'Please choose a folder',
  tooMany: `Move at most ${MOVE_AT_MOST} campaigns at a time`,
} as const;

/**
 * "Move to folder" (issue 20, our addition to spec 2 §2.5/§2.6): one or several campaigns of the
 * account into one of its folders, all or none. Campaigns already in that folder are not sent;
 * when none is left, nothing is sent and nothing moved. The backend enforces the account and the
 * folder's existence; its refusal comes back as the Outcome's failure.
 */
export class MoveCampaigns {
  constructor(private readonly campaigns: CampaignPort) {}

  async execute(request: {
    ctx: ActingContext;
    campaigns: readonly Pick<Campaign, 'id' | 'folderId'>[];
    folderId: string | null;
  }): Promise<Outcome<{ moved: number }>> {
    const { ctx, campaigns, folderId } = request;
    if (campaigns.length === 0) return failed('not-allowed', MOVE_TEXTS.noneChosen);
    if (!folderId) return failed('not-allowed', MOVE_TEXTS.noFolder);
    const ids = [...new Set(campaigns.filter((c) => c.folderId !== folderId).map((c) => c.id))];
    if (ids.length > MOVE_AT_MOST) return failed('not-allowed', MOVE_TEXTS.tooMany);
    if (ids.length === 0) return succeeded({ moved: 0 });
    const moved = await attempt(() => this.campaigns.moveCampaigns(ctx, ids, folderId));
    return moved.ok ? succeeded({ moved: moved.value }) : moved;
  }
}

export const MoveCampaignsToken = Symbol.for('MoveCampaigns');
