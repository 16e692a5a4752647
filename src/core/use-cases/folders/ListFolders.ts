import type { Folder, Page } from '../../domain/campaign';
import type { ListState } from '../../domain/campaigns/list-state';
import type { ActingContext } from '../../ports/acting-context';
import type { CampaignPort } from '../../ports/CampaignPort';
import { attempt, type Outcome } from '../outcome';

/** The folders page of spec 2 §2.4: one page of the account's folders as the list state asks. */
export class ListFolders {
  constructor(private readonly campaigns: CampaignPort) {}

  execute(request: { ctx: ActingContext; state: ListState }): Promise<Outcome<Page<Folder>>> {
    const { state } = request;
    return attempt(() =>
      this.campaigns.listFolders(request.ctx, {
        search: state.search.trim(),
        sortBy: state.sortBy,
        sortOrder: state.sortOrder,
        page: state.page,
        limit: state.pageSize,
      }),
    );
  }
}

export const ListFoldersToken = Symbol.for('ListFolders');
