import type { Campaign, Page } from '../../domain/campaign';
import type { ListState } from '../../domain/campaigns/list-state';
import type { ActingContext } from '../../ports/acting-context';
import type { CampaignPort } from '../../ports/CampaignPort';
import { attempt, type Outcome } from '../outcome';

/** The campaigns page of spec 2 §2.5: one page, optionally of one folder. */
export class ListCampaigns {
  constructor(private readonly campaigns: CampaignPort) {}

  execute(request: {
    ctx: ActingContext;
    state: ListState;
    folderId?: string;
  }): Promise<Outcome<Page<Campaign>>> {
    const { state } = request;
    return attempt(() =>
      this.campaigns.listCampaigns(request.ctx, {
        search: state.search.trim(),
        sortBy: state.sortBy,
        sortOrder: state.sortOrder,
        page: state.page,
        limit: state.pageSize,
        ...(request.folderId ? { folderId: request.folderId } : {}),
      }),
    );
  }
}

export const ListCampaignsToken = Symbol.for('ListCampaigns');
