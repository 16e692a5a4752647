import { formatMoney } from '../assistant/shared/money-amounts';
import { accountCurrencyOf } from '../chat/accountCurrency';
import { noteChanged } from '../data/changes';
import type { DemoAccount, DemoAccountUser, DemoData } from '../data/types';
import { areaChanged, campaignArea } from './area';
import { seedAwaitingDownload } from './seed-sdf';
import { BRANDS, QUARTERS, SEED_DESTINATIONS, THEMES } from './seed-words';
import { SEED_STATUSES } from './statuses';
import type { DemoCampaign, DemoCampaignActivity, DemoCampaignArea, DemoFolder } from './types';

export const SCALE_TEST_ACCOUNT_ID = 'acc-scale-test';
const SCALE_FOLDERS = 200;
const SCALE_CAMPAIGNS = 10_000;
const HOUR = 60 * 60 * 1000;

/** Accounts seeded with a hand-sized demo set the first time anyone opens their campaigns. */
const DEMO_ACCOUNTS: Record<string, string> = {
  'acc-acme-media': 'u-riley-planner',
  'acc-globex-retail': 'u-val-viewer',
  'acc-initech-auto': 'u-alex-admin',
};

/** The Scale Test account with Alex as its admin (so he can select it), for buildSeed. */
export function scaleTestAccount(createdAt: string): { account: DemoAccount; member: DemoAccountUser } {
  return {
    account: {
      id: SCALE_TEST_ACCOUNT_ID,
      name: 'Scale Test',
      description: '10,000 campaigns in 200 folders, for measuring the lists',
      status: 'active',
      created_by: 'u-sam-super',
      created_at: createdAt,
      updated_at: createdAt,
    },
    member: {
      id: 'au-scale-test-alex',
      account_id: SCALE_TEST_ACCOUNT_ID,
      user_id: 'u-alex-admin',
      is_account_admin: true,
      added_by: 'u-sam-super',
      created_at: createdAt,
    },
  };
}

const iso = (time: number) => new Date(time).toISOString();

function demoFolders(accountId: string, owner: string, now: number): DemoFolder[] {
  const names = ['Q4 Holiday', 'Spring Launch', 'Always On', 'Archive'];
  return names.map((name, index) => ({
    id: `fld-${accountId.replace(/^acc-/, '')}-${index + 1}`,
    account_id: accountId,
    name,
    is_pinned: index === 0,
    created_by: owner,
    created_at: iso(now - (30 - index) * 24 * HOUR),
    updated_at: iso(now - index * 26 * HOUR),
  }));
}

/**
 * What a staff user reads under a campaign's name: who it runs for and its budget, in the
 * account's currency (a pack made for a prospect names it and sets that currency).
 */
function describe(data: DemoData, accountId: string, brand: string, budget: number): string {
  const agency = data.accounts.find((account) => account.id === accountId)?.name;
  const money = formatMoney(budget, accountCurrencyOf(data, accountId).currency);
  return `${brand} campaign${agency ? ` for ${agency}` : ''}: budget ${money}`;
}

/** One campaign per destination, each status at least once; the last folder stays empty. */
function demoCampaigns(data: DemoData, accountId: string, owner: string, folders: DemoFolder[], now: number) {
  const slug = accountId.replace(/^acc-/, '');
  return SEED_DESTINATIONS.map((destination, index): DemoCampaign => {
    const folder = folders[index % 3] as DemoFolder;
    const brand = BRANDS[index % BRANDS.length] as string;
    return {
      id: `cmp-${slug}-${index + 1}`,
      account_id: accountId,
      folder_id: folder.id,
      name: `${brand} ${THEMES[index % THEMES.length]} ${destination.toUpperCase()}`,
      description: describe(data, accountId, brand, 20_000 + index * 5_000),
      status: SEED_STATUSES[index % SEED_STATUSES.length] as string,
      destination,
      ...(['dv360', 'youtube-dv360', 'ttd', 'madhive'].includes(destination)
        ? { advertiser_id: `${1_000_000 + index * 7919}` }
        : {}),
      ...(destination === 'reddit' ? { profile_id: `t2_${slug}${index}` } : {}),
      ...(destination === 'groundtruth' ? { platform_account_id: `gt-${4400 + index}` } : {}),
      is_pinned: index === 2,
      created_by: owner,
      created_at: iso(now - (index + 1) * 20 * HOUR),
      updated_at: iso(now - index * 11 * HOUR),
      files: [],
    };
  });
}

/** A finished run recorded in the timeline of each seeded campaign that got past draft. */
function demoActivity(campaigns: DemoCampaign[], owner: string): DemoCampaignActivity[] {
  return campaigns
    .filter((campaign) => campaign.status !== 'draft')
    .map((campaign) => ({
      id: `act-${campaign.id}`,
      campaign_id: campaign.id,
      chat_id: `chat-${campaign.id}`,
      message_type: 'fast-track-shell',
      action: 'fast-track-shell',
      status: campaign.status === 'failed' ? 'failed' : 'completed',
      content:
        campaign.status === 'failed'
          ? `The ${campaign.destination} API refused the campaign: the advertiser has no active billing profile.`
          : `Campaign "${campaign.name}" processed from its insertion order and launch template.`,
      json_response: { api_result: { success: campaign.status !== 'failed' } },
      timestamp: campaign.updated_at,
      created_by: owner,
    }));
}

function seedDemoAccount(data: DemoData, accountId: string, owner: string, now: number) {
  const area = campaignArea(data);
  const folders = demoFolders(accountId, owner, now);
  const campaigns = demoCampaigns(data, accountId, owner, folders, now);
  for (const campaign of campaigns) seedAwaitingDownload(data, campaign, owner, now);
  area.folders.push(...folders);
  area.campaigns.push(...campaigns);
  area.activity.push(...demoActivity(campaigns, owner));
}

/** 200 folders and 10,000 campaigns, generated in a few milliseconds without any library. */
function seedScaleAccount(area: DemoCampaignArea, now: number) {
  const owner = 'u-alex-admin';
  const folders: DemoFolder[] = [];
  for (let index = 0; index < SCALE_FOLDERS; index += 1) {
    folders.push({
      id: `fld-scale-${index + 1}`,
      account_id: SCALE_TEST_ACCOUNT_ID,
      name: `${BRANDS[index % BRANDS.length]} ${QUARTERS[index % 4]} ${2020 + Math.floor(index / 40)} #${index + 1}`,
      is_pinned: index < 2,
      created_by: owner,
      created_at: iso(now - (index + 10) * 24 * HOUR),
      updated_at: iso(now - index * 5 * HOUR),
    });
  }
  for (let index = 0; index < SCALE_CAMPAIGNS; index += 1) {
    const destination = SEED_DESTINATIONS[index % SEED_DESTINATIONS.length] as string;
    area.campaigns.push({
      id: `cmp-scale-${index + 1}`,
      account_id: SCALE_TEST_ACCOUNT_ID,
      folder_id: (folders[index % SCALE_FOLDERS] as DemoFolder).id,
      name: `${BRANDS[(index * 7) % BRANDS.length]} ${THEMES[(index * 3) % THEMES.length]} ${index + 1}`,
      description: '',
      status: SEED_STATUSES[(index * 5) % SEED_STATUSES.length] as string,
      destination,
      is_pinned: index % 1000 === 0,
      created_by: owner,
      created_at: iso(now - index * 37 * 60 * 1000),
      updated_at: iso(now - ((index * 13) % 5000) * 60 * 1000),
      files: [],
    });
  }
  area.folders.push(...folders);
}

/**
 * Seeds an account's folders and campaigns the first time they are asked for, relative to that
 * moment (so they read "Today", "Yesterday"). Answers whether anything was added.
 */
export function ensureCampaignSeed(data: DemoData, accountId: string, now: number): boolean {
  const area = campaignArea(data);
  if (area.generatedAccounts.includes(accountId)) return false;
  const before = { accounts: area.generatedAccounts.length, ...lengthsOf(area) };
  area.generatedAccounts.push(accountId);
  const owner = DEMO_ACCOUNTS[accountId];
  if (owner) {
    // The hand-sized accounts are seeded together, so that another account's campaign exists
    // (and answers 403, not 404) whoever asks first.
    for (const [demoAccount, demoOwner] of Object.entries(DEMO_ACCOUNTS)) {
      if (demoAccount !== accountId && area.generatedAccounts.includes(demoAccount)) continue;
      if (demoAccount !== accountId) area.generatedAccounts.push(demoAccount);
      seedDemoAccount(data, demoAccount, demoOwner, now);
    }
  } else if (accountId === SCALE_TEST_ACCOUNT_ID) seedScaleAccount(area, now);
  areaChanged(area);
  // What was added is noted for the host's journal (data/changes.ts), record by record.
  noteChanged(data, 'campaignArea.generatedAccounts', ...area.generatedAccounts.slice(before.accounts));
  noteChanged(data, 'campaignArea.folders', ...area.folders.slice(before.folders));
  noteChanged(data, 'campaignArea.campaigns', ...area.campaigns.slice(before.campaigns));
  noteChanged(data, 'campaignArea.activity', ...area.activity.slice(before.activity));
  return true;
}

function lengthsOf(area: DemoCampaignArea) {
  return { folders: area.folders.length, campaigns: area.campaigns.length, activity: area.activity.length };
}
