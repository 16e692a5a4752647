import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type { Actor } from '../support/actors/Actor';
import { theBreadcrumb } from '../support/campaigns/questions/theBreadcrumb';
import { theCampaignCountOf } from '../support/campaigns/questions/theCampaignCountOf';
import { type CampaignRowSeen, theCampaignRows } from '../support/campaigns/questions/theCampaignRows';
import { theCampaignsPage } from '../support/campaigns/questions/theCampaignsPage';
import { theCampaignTotal } from '../support/campaigns/questions/theCampaignTotal';
import { theFolders } from '../support/campaigns/questions/theFolders';
import { theFoldersMessage } from '../support/campaigns/questions/theFoldersMessage';
import { thePageButtons } from '../support/campaigns/questions/thePageButtons';
import { thePinnedFolders } from '../support/campaigns/questions/thePinnedFolders';
import { theRowMenuOffset } from '../support/campaigns/questions/theRowMenuOffset';
import { whatTheCampaignsListSays } from '../support/campaigns/questions/whatTheCampaignsListSays';
import { whatTheEmptyListSays } from '../support/campaigns/questions/whatTheEmptyListSays';
import { seededCampaigns } from '../support/campaigns/seeded';
import { addTheFolder } from '../support/campaigns/tasks/addTheFolder';
import { DELETE_QUESTION, deleteTheCampaign } from '../support/campaigns/tasks/deleteTheCampaign';
import { deleteTheFolder } from '../support/campaigns/tasks/deleteTheFolder';
import { goToTheCampaignsPage } from '../support/campaigns/tasks/goToTheCampaignsPage';
import { openTheCampaignsList } from '../support/campaigns/tasks/openTheCampaignsList';
import { openTheCampaignsOfTheFolder } from '../support/campaigns/tasks/openTheCampaignsOfTheFolder';
import { openTheFolders } from '../support/campaigns/tasks/openTheFolders';
import { pinTheCampaign } from '../support/campaigns/tasks/pinTheCampaign';
import { pinTheFolder } from '../support/campaigns/tasks/pinTheFolder';
import { renameTheCampaign } from '../support/campaigns/tasks/renameTheCampaign';
import { renameTheFolder } from '../support/campaigns/tasks/renameTheFolder';
import { searchTheCampaigns } from '../support/campaigns/tasks/searchTheCampaigns';
import { searchTheFolders } from '../support/campaigns/tasks/searchTheFolders';
import { showCampaignsPerPage } from '../support/campaigns/tasks/showCampaignsPerPage';
import { sortTheCampaignsBy } from '../support/campaigns/tasks/sortTheCampaignsBy';
import { list } from '../support/step-lists';
import type { SidekickWorld } from '../support/world';

// Steps in the product's words: who acts ({actor}), and what they do or see.
// Folders

When('{actor} open(s) the folders', (actor: Actor) => actor.attemptsTo(openTheFolders()));
When('{actor} add(s) the folder {string}', (actor: Actor, name: string) =>
  actor.attemptsTo(addTheFolder(name)),
);
When('{actor} rename(s) the folder {string} to {string}', (actor: Actor, from: string, to: string) =>
  actor.attemptsTo(renameTheFolder(from, to)),
);
When('{actor} pin(s) the folder {string}', (actor: Actor, name: string) =>
  actor.attemptsTo(pinTheFolder(name)),
);
When('{actor} delete(s) the folder {string}', (actor: Actor, name: string) =>
  actor.attemptsTo(deleteTheFolder(name)),
);
When('{actor} search(es) the folders for {string}', (actor: Actor, text: string) =>
  actor.attemptsTo(searchTheFolders(text)),
);

Then('the first folder is {string}, pinned', async function (this: SidekickWorld, name: string) {
  const actor = this.actorInTheSpotlight;
  assert.equal((await actor.answer(theFolders()))[0], name);
  assert.ok((await actor.answer(thePinnedFolders())).includes(name));
});

Then(
  'the folder {string} holds {int} campaigns',
  async function (this: SidekickWorld, name: string, count: number) {
    const actor = this.actorInTheSpotlight;
    assert.equal(await actor.answer(theCampaignCountOf(name)), count);
  },
);

Then('the pinned folders are {string}', async function (this: SidekickWorld, names: string) {
  const actor = this.actorInTheSpotlight;
  assert.deepEqual((await actor.answer(thePinnedFolders())).sort(), list(names).sort());
});

Then('the folders shown are {string}', async function (this: SidekickWorld, names: string) {
  const actor = this.actorInTheSpotlight;
  assert.deepEqual(await actor.answer(theFolders()), list(names));
});

Then('the folders page says {string}', async function (this: SidekickWorld, text: string) {
  const actor = this.actorInTheSpotlight;
  assert.equal(await actor.answer(theFoldersMessage()), text);
});

Then(
  'the actions menu of {string} opens {int} pixels from its button',
  async function (this: SidekickWorld, name: string, px: number) {
    const actor = this.actorInTheSpotlight;
    assert.equal(await actor.answer(theRowMenuOffset(name)), px);
  },
);

// Campaigns list

When('{actor} open(s) the campaigns', (actor: Actor) => actor.attemptsTo(openTheCampaignsList()));
When('{actor} open(s) the campaigns again', (actor: Actor) => actor.attemptsTo(openTheCampaignsList()));
When('{actor} open(s) the campaigns at {string}', (actor: Actor, address: string) =>
  actor.attemptsTo(openTheCampaignsList(address)),
);
When('{actor} open(s) the campaigns of the folder {string}', (actor: Actor, name: string) =>
  actor.attemptsTo(openTheCampaignsOfTheFolder(name)),
);
When('{actor} go(es) to campaigns page {int}', (actor: Actor, page: number) =>
  actor.attemptsTo(goToTheCampaignsPage(page)),
);
When('{actor} sort(s) the campaigns by {string}', (actor: Actor, column: string) =>
  actor.attemptsTo(sortTheCampaignsBy(column)),
);
When('{actor} show(s) {int} campaigns per page', (actor: Actor, size: number) =>
  actor.attemptsTo(showCampaignsPerPage(size)),
);
When('{actor} search(es) the campaigns for {string}', (actor: Actor, text: string) =>
  actor.attemptsTo(searchTheCampaigns(text)),
);
When('{actor} rename(s) the campaign {string} to {string}', (actor: Actor, from: string, to: string) =>
  actor.attemptsTo(renameTheCampaign(from, to)),
);
When('{actor} pin(s) the campaign {string}', (actor: Actor, name: string) =>
  actor.attemptsTo(pinTheCampaign(name)),
);
When('{actor} delete(s) the campaign {string}', (actor: Actor, name: string) =>
  actor.attemptsTo(deleteTheCampaign(name)),
);

Then('the delete question was {string}', function (this: SidekickWorld, question: string) {
  const actor = this.actorInTheSpotlight;
  assert.equal(actor.recall<string>(DELETE_QUESTION), question);
});

Then('the campaigns total is {int}', async function (this: SidekickWorld, total: number) {
  assert.equal(await this.actorInTheSpotlight.answer(theCampaignTotal()), total);
});

Then('the campaigns page shows {int} rows', async function (this: SidekickWorld, rows: number) {
  const actor = this.actorInTheSpotlight;
  assert.equal((await actor.answer(theCampaignRows())).length, rows);
});

Then('the page buttons start with {string}', async function (this: SidekickWorld, pages: string) {
  const actor = this.actorInTheSpotlight;
  const expected = list(pages).map(Number);
  assert.deepEqual((await actor.answer(thePageButtons())).slice(0, expected.length), expected);
});

Then('the campaigns are on page {int}', async function (this: SidekickWorld, page: number) {
  const actor = this.actorInTheSpotlight;
  assert.equal(await actor.answer(theCampaignsPage()), page);
});

/** The order applies to the unpinned campaigns: pinned ones come first whatever the order. */
function assertSortedByName(rows: CampaignRowSeen[], order: 'ascending' | 'descending') {
  const names = rows.filter((row) => !row.pinned).map((row) => row.name.toLowerCase());
  const sorted = [...names].sort();
  assert.deepEqual(names, order === 'ascending' ? sorted : sorted.reverse());
}

Then('the campaigns are sorted by name ascending', async function (this: SidekickWorld) {
  assertSortedByName(await this.actorInTheSpotlight.answer(theCampaignRows()), 'ascending');
});
Then('the campaigns are sorted by name descending', async function (this: SidekickWorld) {
  assertSortedByName(await this.actorInTheSpotlight.answer(theCampaignRows()), 'descending');
});

Then(
  'a campaign with status {string} shows the badge {string}',
  async function (this: SidekickWorld, status: string, badge: string) {
    const actor = this.actorInTheSpotlight;
    await actor.attemptsTo(showCampaignsPerPage(50));
    const names = new Set(
      seededCampaigns(actor.name)
        .filter((campaign) => campaign.status === status)
        .map((campaign) => campaign.name),
    );
    const rows = (await actor.answer(theCampaignRows())).filter((row) => names.has(row.name));
    assert.ok(rows.length > 0, `no ${status} campaign shown`);
    for (const row of rows) assert.equal(row.badge, badge);
  },
);

Then('every campaign shown is in the folder {string}', async function (this: SidekickWorld, folder: string) {
  const actor = this.actorInTheSpotlight;
  const rows = await actor.answer(theCampaignRows());
  assert.ok(rows.length > 0);
  for (const row of rows) assert.equal(row.folder, folder);
});

Then('the breadcrumb leads back to {string}', async function (this: SidekickWorld, text: string) {
  const actor = this.actorInTheSpotlight;
  assert.equal(await actor.answer(theBreadcrumb()), text);
});

Then('the first campaigns are pinned', async function (this: SidekickWorld) {
  const actor = this.actorInTheSpotlight;
  const rows = await actor.answer(theCampaignRows());
  const firstUnpinned = rows.findIndex((row) => !row.pinned);
  assert.ok(rows.slice(firstUnpinned).every((row) => !row.pinned));
  assert.ok(firstUnpinned >= 2);
});

Then('the campaigns do not include {string}', async function (this: SidekickWorld, name: string) {
  const actor = this.actorInTheSpotlight;
  assert.ok(!(await actor.answer(theCampaignRows())).some((row) => row.name === name));
});

Then('the campaigns include {string}', async function (this: SidekickWorld, name: string) {
  const actor = this.actorInTheSpotlight;
  assert.ok((await actor.answer(theCampaignRows())).some((row) => row.name === name));
});

Then(
  'the campaigns page says {string} and {string}',
  async function (this: SidekickWorld, title: string, hint: string) {
    const actor = this.actorInTheSpotlight;
    assert.deepEqual(await actor.answer(whatTheEmptyListSays()), [title, hint]);
  },
);

Then('the campaigns list says {string}', async function (this: SidekickWorld, text: string) {
  const actor = this.actorInTheSpotlight;
  assert.equal(await actor.answer(whatTheCampaignsListSays()), text);
});

Then('the campaigns list shows no success message', async function (this: SidekickWorld) {
  const actor = this.actorInTheSpotlight;
  assert.equal(await actor.answer(whatTheCampaignsListSays()), null);
});
