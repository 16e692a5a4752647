import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { campaignsOf } from '../support/campaigns/ability';
import type { SidekickWorld } from '../support/world';

// Steps in the product's words; the actor's first name is the persona who signed in.
const list = (names: string) =>
  names
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

// Folders

When(/^(?:Riley|Alex|Val) opens the folders$/, async function (this: SidekickWorld) {
  await campaignsOf(this).openFolders();
});

When(/^Riley adds the folder "([^"]*)"$/, async function (this: SidekickWorld, name: string) {
  await campaignsOf(this).addFolder(name);
});

When(
  /^Riley renames the folder "([^"]*)" to "([^"]*)"$/,
  async function (this: SidekickWorld, from: string, to: string) {
    await campaignsOf(this).renameFolder(from, to);
  },
);

When(/^Riley pins the folder "([^"]*)"$/, async function (this: SidekickWorld, name: string) {
  await campaignsOf(this).pinFolder(name);
});

When(/^Riley deletes the folder "([^"]*)"$/, async function (this: SidekickWorld, name: string) {
  await campaignsOf(this).deleteFolder(name);
});

When(/^Riley searches the folders for "([^"]*)"$/, async function (this: SidekickWorld, text: string) {
  await campaignsOf(this).searchFolders(text);
});

Then('the first folder is {string}, pinned', async function (this: SidekickWorld, name: string) {
  const ability = campaignsOf(this);
  assert.equal((await ability.folderNames())[0], name);
  assert.ok((await ability.pinnedFolderNames()).includes(name));
});

Then(
  'the folder {string} holds {int} campaigns',
  async function (this: SidekickWorld, name: string, count: number) {
    assert.equal(await campaignsOf(this).folderCampaignCount(name), count);
  },
);

Then('the folders include {string}', async function (this: SidekickWorld, name: string) {
  assert.ok((await campaignsOf(this).folderNames()).includes(name));
});

Then('the folders do not include {string}', async function (this: SidekickWorld, name: string) {
  assert.ok(!(await campaignsOf(this).folderNames()).includes(name));
});

Then('the pinned folders are {string}', async function (this: SidekickWorld, names: string) {
  assert.deepEqual((await campaignsOf(this).pinnedFolderNames()).sort(), list(names).sort());
});

Then('the folders shown are {string}', async function (this: SidekickWorld, names: string) {
  assert.deepEqual(await campaignsOf(this).folderNames(), list(names));
});

Then('the folders page says {string}', async function (this: SidekickWorld, text: string) {
  assert.equal(await campaignsOf(this).foldersMessage(), text);
});

// Campaigns list

When(/^(?:Riley|Alex|Val) opens the campaigns$/, async function (this: SidekickWorld) {
  await campaignsOf(this).openCampaigns();
});

When(/^Riley opens the campaigns at "([^"]*)"$/, async function (this: SidekickWorld, address: string) {
  await campaignsOf(this).openCampaigns(address);
});

When(
  /^Riley opens the campaigns of the folder "([^"]*)"$/,
  async function (this: SidekickWorld, name: string) {
    const ability = campaignsOf(this);
    await ability.openFolders();
    const id = this.usesBrowser ? '' : await folderIdNamed(this, name);
    await ability.openCampaigns(`/campaigns?folderId=${encodeURIComponent(id)}`);
  },
);

async function folderIdNamed(world: SidekickWorld, name: string): Promise<string> {
  const folder = world.viewModels.backend.data.campaignArea?.folders.find(
    (candidate) =>
      candidate.name === name && candidate.account_id === world.viewModels.session.actingAccountId,
  );
  if (!folder) throw new Error(`No folder ${name}`);
  return folder.id;
}

When('Alex opens the campaigns of a new empty folder', async function (this: SidekickWorld) {
  const ability = campaignsOf(this);
  await ability.openFolders();
  await ability.addFolder('Nothing here yet');
  await ability.openCampaigns(
    `/campaigns?folderId=${encodeURIComponent(await folderIdNamed(this, 'Nothing here yet'))}`,
  );
});

When(/^Riley goes to campaigns page (\d+)$/, async function (this: SidekickWorld, page: string) {
  await campaignsOf(this).goToPage(Number(page));
});

When(/^Riley sorts the campaigns by "([^"]*)"$/, async function (this: SidekickWorld, column: string) {
  await campaignsOf(this).sortBy(column);
});

When(/^Riley shows (\d+) campaigns per page$/, async function (this: SidekickWorld, size: string) {
  await campaignsOf(this).showPerPage(Number(size));
});

When(/^Riley searches the campaigns for "([^"]*)"$/, async function (this: SidekickWorld, text: string) {
  await campaignsOf(this).searchCampaigns(text);
});

When('Riley reloads the page', async function (this: SidekickWorld) {
  await campaignsOf(this).openCampaigns();
});

When(/^Riley pins the campaign "([^"]*)"$/, async function (this: SidekickWorld, name: string) {
  await campaignsOf(this).pinCampaign(name);
});

let lastQuestion = '';
When(/^Riley deletes the campaign "([^"]*)"$/, async function (this: SidekickWorld, name: string) {
  lastQuestion = await campaignsOf(this).deleteCampaign(name);
});

Then('the delete question was {string}', function (this: SidekickWorld, question: string) {
  assert.equal(lastQuestion, question);
});

// The browser scenarios share one demo backend, so others may have added campaigns meanwhile.
Then('the campaigns total is at least {int}', async function (this: SidekickWorld, total: number) {
  assert.ok((await campaignsOf(this).campaignTotal()) >= total);
});

Then('the campaigns page shows {int} rows', async function (this: SidekickWorld, rows: number) {
  assert.equal((await campaignsOf(this).campaignRows()).length, rows);
});

Then('the campaigns shown are {int}', async function (this: SidekickWorld, rows: number) {
  assert.equal((await campaignsOf(this).campaignRows()).length, rows);
});

Then('the page buttons start with {string}', async function (this: SidekickWorld, pages: string) {
  const expected = list(pages).map(Number);
  assert.deepEqual((await campaignsOf(this).pageButtons()).slice(0, expected.length), expected);
});

Then('the campaigns are on page {int}', async function (this: SidekickWorld, page: number) {
  assert.equal(await campaignsOf(this).currentPage(), page);
});

Then(
  /^the campaigns are sorted by name (ascending|descending)$/,
  async function (this: SidekickWorld, order: string) {
    const names = (await campaignsOf(this).campaignRows())
      .filter((row) => !row.pinned)
      .map((row) => row.name.toLowerCase());
    const sorted = [...names].sort();
    assert.deepEqual(names, order === 'ascending' ? sorted : sorted.reverse());
  },
);

Then(
  'a campaign with status {string} shows the badge {string}',
  async function (this: SidekickWorld, status: string, badge: string) {
    await campaignsOf(this).showPerPage(50);
    const statuses = this.viewModels.backend.data.campaignArea?.campaigns.filter(
      (campaign) => campaign.status === status && campaign.account_id === 'acc-acme-media',
    );
    const names = new Set(statuses?.map((campaign) => campaign.name));
    const rows = (await campaignsOf(this).campaignRows()).filter((row) => names.has(row.name));
    assert.ok(rows.length > 0, `no ${status} campaign shown`);
    for (const row of rows) assert.equal(row.badge, badge);
  },
);

Then('every campaign shown is in the folder {string}', async function (this: SidekickWorld, folder: string) {
  const rows = await campaignsOf(this).campaignRows();
  assert.ok(rows.length > 0);
  for (const row of rows) assert.equal(row.folder, folder);
});

Then('the breadcrumb leads back to {string}', async function (this: SidekickWorld, text: string) {
  assert.equal(await campaignsOf(this).breadcrumb(), text);
});

Then('the first campaigns are pinned', async function (this: SidekickWorld) {
  const rows = await campaignsOf(this).campaignRows();
  const firstUnpinned = rows.findIndex((row) => !row.pinned);
  assert.ok(rows.slice(firstUnpinned).every((row) => !row.pinned));
  assert.ok(firstUnpinned >= 2);
});

Then('the campaigns do not include {string}', async function (this: SidekickWorld, name: string) {
  assert.ok(!(await campaignsOf(this).campaignRows()).some((row) => row.name === name));
});

Then('the campaigns include {string}', async function (this: SidekickWorld, name: string) {
  assert.ok((await campaignsOf(this).campaignRows()).some((row) => row.name === name));
});

Then(
  'the campaigns page says {string} and {string}',
  async function (this: SidekickWorld, title: string, hint: string) {
    assert.deepEqual(await campaignsOf(this).emptyTexts(), [title, hint]);
  },
);

Then('the campaigns list says {string}', async function (this: SidekickWorld, text: string) {
  assert.equal(await campaignsOf(this).successMessage(), text);
});

Then('the campaigns list shows no success message', async function (this: SidekickWorld) {
  assert.equal(await campaignsOf(this).successMessage(), null);
});
