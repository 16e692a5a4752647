import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type { Actor } from '../support/actors/Actor';
import { campaignListOf, foldersOf } from '../support/campaigns/ability';
import { seededCampaigns } from '../support/campaigns/seeded';
import { list } from '../support/step-lists';
import type { SidekickWorld } from '../support/world';

// Steps in the product's words: who acts ({actor}), and what they do or see.
// Folders

When('{actor} open(s) the folders', (actor: Actor) => foldersOf(actor).openFolders());
When('{actor} add(s) the folder {string}', (actor: Actor, name: string) => foldersOf(actor).addFolder(name));
When('{actor} rename(s) the folder {string} to {string}', (actor: Actor, from: string, to: string) =>
  foldersOf(actor).renameFolder(from, to),
);
When('{actor} pin(s) the folder {string}', (actor: Actor, name: string) => foldersOf(actor).pinFolder(name));
When('{actor} delete(s) the folder {string}', (actor: Actor, name: string) =>
  foldersOf(actor).deleteFolder(name),
);
When('{actor} search(es) the folders for {string}', (actor: Actor, text: string) =>
  foldersOf(actor).searchFolders(text),
);

Then('the first folder is {string}, pinned', async function (this: SidekickWorld, name: string) {
  const actor = this.actorInTheSpotlight;
  assert.equal((await foldersOf(actor).folderNames())[0], name);
  assert.ok((await foldersOf(actor).pinnedFolderNames()).includes(name));
});

Then(
  'the folder {string} holds {int} campaigns',
  async function (this: SidekickWorld, name: string, count: number) {
    const actor = this.actorInTheSpotlight;
    assert.equal(await foldersOf(actor).folderCampaignCount(name), count);
  },
);

Then('the folders include {string}', async function (this: SidekickWorld, name: string) {
  const actor = this.actorInTheSpotlight;
  assert.ok((await foldersOf(actor).folderNames()).includes(name));
});

Then('the folders do not include {string}', async function (this: SidekickWorld, name: string) {
  const actor = this.actorInTheSpotlight;
  assert.ok(!(await foldersOf(actor).folderNames()).includes(name));
});

Then('the pinned folders are {string}', async function (this: SidekickWorld, names: string) {
  const actor = this.actorInTheSpotlight;
  assert.deepEqual((await foldersOf(actor).pinnedFolderNames()).sort(), list(names).sort());
});

Then('the folders shown are {string}', async function (this: SidekickWorld, names: string) {
  const actor = this.actorInTheSpotlight;
  assert.deepEqual(await foldersOf(actor).folderNames(), list(names));
});

Then('the folders page says {string}', async function (this: SidekickWorld, text: string) {
  const actor = this.actorInTheSpotlight;
  assert.equal(await foldersOf(actor).foldersMessage(), text);
});

Then(
  'the actions menu of {string} opens {int} pixels from its button',
  async function (this: SidekickWorld, name: string, px: number) {
    const actor = this.actorInTheSpotlight;
    assert.equal(await foldersOf(actor).rowMenuOffset(name), px);
  },
);

// Campaigns list

When('{actor} open(s) the campaigns', (actor: Actor) => campaignListOf(actor).openCampaigns());
When('{actor} open(s) the campaigns again', (actor: Actor) => campaignListOf(actor).openCampaigns());
When('{actor} open(s) the campaigns at {string}', (actor: Actor, address: string) =>
  campaignListOf(actor).openCampaigns(address),
);
When('{actor} open(s) the campaigns of the folder {string}', async (actor: Actor, name: string) => {
  await foldersOf(actor).openFolders();
  await foldersOf(actor).searchFolders(name);
  await foldersOf(actor).openCampaignsOf(name);
  await campaignListOf(actor).listShown();
});
When('{actor} go(es) to campaigns page {int}', (actor: Actor, page: number) =>
  campaignListOf(actor).goToPage(page),
);
When('{actor} sort(s) the campaigns by {string}', (actor: Actor, column: string) =>
  campaignListOf(actor).sortBy(column),
);
When('{actor} show(s) {int} campaigns per page', (actor: Actor, size: number) =>
  campaignListOf(actor).showPerPage(size),
);
When('{actor} search(es) the campaigns for {string}', (actor: Actor, text: string) =>
  campaignListOf(actor).searchCampaigns(text),
);
When('{actor} rename(s) the campaign {string} to {string}', (actor: Actor, from: string, to: string) =>
  campaignListOf(actor).renameCampaign(from, to),
);
When('{actor} pin(s) the campaign {string}', (actor: Actor, name: string) =>
  campaignListOf(actor).pinCampaign(name),
);
When('{actor} delete(s) the campaign {string}', async (actor: Actor, name: string) => {
  actor.remember('delete question', await campaignListOf(actor).deleteCampaign(name));
});

Then('the delete question was {string}', function (this: SidekickWorld, question: string) {
  const actor = this.actorInTheSpotlight;
  assert.equal(actor.recall<string>('delete question'), question);
});

// The browser scenarios share one demo backend, so others may have added campaigns meanwhile.
Then('the campaigns total is at least {int}', async function (this: SidekickWorld, total: number) {
  const actor = this.actorInTheSpotlight;
  assert.ok((await campaignListOf(actor).campaignTotal()) >= total);
});

Then('the campaigns page shows {int} rows', async function (this: SidekickWorld, rows: number) {
  const actor = this.actorInTheSpotlight;
  assert.equal((await campaignListOf(actor).campaignRows()).length, rows);
});

Then('the page buttons start with {string}', async function (this: SidekickWorld, pages: string) {
  const actor = this.actorInTheSpotlight;
  const expected = list(pages).map(Number);
  assert.deepEqual((await campaignListOf(actor).pageButtons()).slice(0, expected.length), expected);
});

Then('the campaigns are on page {int}', async function (this: SidekickWorld, page: number) {
  const actor = this.actorInTheSpotlight;
  assert.equal(await campaignListOf(actor).currentPage(), page);
});

async function sortedByName(actor: Actor, order: 'ascending' | 'descending') {
  const names = (await campaignListOf(actor).campaignRows())
    .filter((row) => !row.pinned)
    .map((row) => row.name.toLowerCase());
  const sorted = [...names].sort();
  assert.deepEqual(names, order === 'ascending' ? sorted : sorted.reverse());
}

Then('the campaigns are sorted by name ascending', function (this: SidekickWorld) {
  return sortedByName(this.actorInTheSpotlight, 'ascending');
});
Then('the campaigns are sorted by name descending', function (this: SidekickWorld) {
  return sortedByName(this.actorInTheSpotlight, 'descending');
});

Then(
  'a campaign with status {string} shows the badge {string}',
  async function (this: SidekickWorld, status: string, badge: string) {
    const actor = this.actorInTheSpotlight;
    await campaignListOf(actor).showPerPage(50);
    const names = new Set(
      seededCampaigns(actor.name)
        .filter((campaign) => campaign.status === status)
        .map((campaign) => campaign.name),
    );
    const rows = (await campaignListOf(actor).campaignRows()).filter((row) => names.has(row.name));
    assert.ok(rows.length > 0, `no ${status} campaign shown`);
    for (const row of rows) assert.equal(row.badge, badge);
  },
);

Then('every campaign shown is in the folder {string}', async function (this: SidekickWorld, folder: string) {
  const actor = this.actorInTheSpotlight;
  const rows = await campaignListOf(actor).campaignRows();
  assert.ok(rows.length > 0);
  for (const row of rows) assert.equal(row.folder, folder);
});

Then('the breadcrumb leads back to {string}', async function (this: SidekickWorld, text: string) {
  const actor = this.actorInTheSpotlight;
  assert.equal(await campaignListOf(actor).breadcrumb(), text);
});

Then('the first campaigns are pinned', async function (this: SidekickWorld) {
  const actor = this.actorInTheSpotlight;
  const rows = await campaignListOf(actor).campaignRows();
  const firstUnpinned = rows.findIndex((row) => !row.pinned);
  assert.ok(rows.slice(firstUnpinned).every((row) => !row.pinned));
  assert.ok(firstUnpinned >= 2);
});

Then('the campaigns do not include {string}', async function (this: SidekickWorld, name: string) {
  const actor = this.actorInTheSpotlight;
  assert.ok(!(await campaignListOf(actor).campaignRows()).some((row) => row.name === name));
});

Then('the campaigns include {string}', async function (this: SidekickWorld, name: string) {
  const actor = this.actorInTheSpotlight;
  assert.ok((await campaignListOf(actor).campaignRows()).some((row) => row.name === name));
});

Then(
  'the campaigns page says {string} and {string}',
  async function (this: SidekickWorld, title: string, hint: string) {
    const actor = this.actorInTheSpotlight;
    assert.deepEqual(await campaignListOf(actor).emptyTexts(), [title, hint]);
  },
);

Then('the campaigns list says {string}', async function (this: SidekickWorld, text: string) {
  const actor = this.actorInTheSpotlight;
  assert.equal(await campaignListOf(actor).successMessage(), text);
});

Then('the campaigns list shows no success message', async function (this: SidekickWorld) {
  const actor = this.actorInTheSpotlight;
  assert.equal(await campaignListOf(actor).successMessage(), null);
});
