import type { DemoData } from '../data/types';
import type { DemoCampaign, DemoCampaignArea, DemoFolder } from './types';

interface AccountRows {
  folders: DemoFolder[];
  campaigns: DemoCampaign[];
  /** Campaigns of this account sorted by one key and order, kept until the next change. */
  sorted: Map<string, DemoCampaign[]>;
}

/**
 * Lookups over the stored area, rebuilt after any change: a list call of one account then costs
 * what that account holds, not what the whole demo holds (the Scale Test account has 10,000).
 */
interface AreaIndex {
  accounts: Map<string, AccountRows>;
  folderById: Map<string, DemoFolder>;
  campaignById: Map<string, DemoCampaign>;
  campaignCount: Map<string, number>;
}

const indexes = new WeakMap<DemoCampaignArea, AreaIndex>();

/** The v2 area of the data, made empty when a stored file predates it. */
export function campaignArea(data: DemoData): DemoCampaignArea {
  data.campaignArea ??= { folders: [], campaigns: [], activity: [], generatedAccounts: [] };
  return data.campaignArea;
}

function build(area: DemoCampaignArea): AreaIndex {
  const index: AreaIndex = {
    accounts: new Map(),
    folderById: new Map(),
    campaignById: new Map(),
    campaignCount: new Map(),
  };
  const rowsOf = (accountId: string) => {
    let rows = index.accounts.get(accountId);
    if (!rows) {
      rows = { folders: [], campaigns: [], sorted: new Map() };
      index.accounts.set(accountId, rows);
    }
    return rows;
  };
  for (const folder of area.folders) {
    index.folderById.set(folder.id, folder);
    rowsOf(folder.account_id).folders.push(folder);
  }
  for (const campaign of area.campaigns) {
    index.campaignById.set(campaign.id, campaign);
    rowsOf(campaign.account_id).campaigns.push(campaign);
    index.campaignCount.set(campaign.folder_id, (index.campaignCount.get(campaign.folder_id) ?? 0) + 1);
  }
  return index;
}

export function areaIndex(area: DemoCampaignArea): AreaIndex {
  let index = indexes.get(area);
  if (!index) {
    index = build(area);
    indexes.set(area, index);
  }
  return index;
}

/** Call after every change of folders or campaigns: the next read rebuilds the lookups. */
export function areaChanged(area: DemoCampaignArea): void {
  indexes.delete(area);
}

const NO_ROWS: AccountRows = { folders: [], campaigns: [], sorted: new Map() };

export function accountRows(area: DemoCampaignArea, accountId: string): AccountRows {
  return areaIndex(area).accounts.get(accountId) ?? NO_ROWS;
}

export function campaignCountOf(area: DemoCampaignArea, folderId: string): number {
  return areaIndex(area).campaignCount.get(folderId) ?? 0;
}

export function folderNameOf(area: DemoCampaignArea, folderId: string): string {
  return areaIndex(area).folderById.get(folderId)?.name ?? '';
}
