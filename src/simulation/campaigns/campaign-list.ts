import { CAMPAIGN_SORTS } from '../../contract/requests/value-lists';
import { accountRows, folderNameOf } from './area';
import type { ListRequest } from './listing';
import { sortRows } from './listing';
import type { DemoCampaign, DemoCampaignArea } from './types';

/** The sort columns of the campaigns list: the contract's list. */
export { CAMPAIGN_SORTS };

const MAX_CACHED_ORDERS = 200;

function sortKey(area: DemoCampaignArea, sortBy: string): (campaign: DemoCampaign) => string | number {
  switch (sortBy) {
    case 'name':
      return (campaign) => campaign.name.toLowerCase();
    case 'folder_name':
      return (campaign) => folderNameOf(area, campaign.folder_id).toLowerCase();
    case 'status':
    case 'destination':
    case 'updated_at':
      return (campaign) => campaign[sortBy];
    case 'is_pinned':
      // Pinned rows lead anyway; within each group the newest first.
      return (campaign) => campaign.created_at;
    default:
      return (campaign) => campaign.created_at;
  }
}

/**
 * An account's campaigns in the asked order, filtered by folder and search. The sorted order of
 * the whole account is kept with the index until the next change, so paging, searching and
 * filtering cost a pass over one account's rows, not a sort.
 */
export function campaignsMatching(
  area: DemoCampaignArea,
  accountId: string,
  request: ListRequest & { folderId?: string },
): DemoCampaign[] {
  const rows = accountRows(area, accountId);
  const cacheKey = `${request.sortBy}:${request.sortOrder}`;
  let sorted = rows.sorted.get(cacheKey);
  if (!sorted) {
    sorted = sortRows(rows.campaigns, sortKey(area, request.sortBy), request.sortOrder);
    rows.sorted.set(cacheKey, sorted);
  }
  const { folderId, search } = request;
  if (!folderId && !search) return sorted;
  // A folder's or a search's rows are kept too: paging through them costs a slice.
  const filterKey = `${cacheKey}:${folderId ?? ''}:${search}`;
  let filtered = rows.sorted.get(filterKey);
  if (!filtered) {
    filtered = sorted.filter(
      (campaign) =>
        (!folderId || campaign.folder_id === folderId) &&
        (!search || campaign.name.toLowerCase().includes(search)),
    );
    // Bounded: many different searches must not grow the cache without end.
    if (rows.sorted.size > MAX_CACHED_ORDERS) rows.sorted.clear();
    rows.sorted.set(filterKey, filtered);
  }
  return filtered;
}
