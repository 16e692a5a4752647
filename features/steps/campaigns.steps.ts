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

/** Opens the campaign folders page (a persona by name, or "they"). */
When('{actor} open(s) the folders', (actor: Actor) => actor.attemptsTo(openTheFolders()));
/** Adds a folder with that name on the folders page. */
When('{actor} add(s) the folder {string}', (actor: Actor, name: string) =>
  actor.attemptsTo(addTheFolder(name)),
);
/** Renames a folder through its row's actions menu. */
When('{actor} rename(s) the folder {string} to {string}', (actor: Actor, from: string, to: string) =>
  actor.attemptsTo(renameTheFolder(from, to)),
);
/** Pins a folder through its row's actions menu, so it sorts first. */
When('{actor} pin(s) the folder {string}', (actor: Actor, name: string) =>
  actor.attemptsTo(pinTheFolder(name)),
);
/** Deletes a folder through its row's actions menu, confirming the question. */
When('{actor} delete(s) the folder {string}', (actor: Actor, name: string) =>
  actor.attemptsTo(deleteTheFolder(name)),
);
/** Types the text into the folders page's search box. */
When('{actor} search(es) the folders for {string}', (actor: Actor, text: string) =>
  actor.attemptsTo(searchTheFolders(text)),
);

/** Checks that the first folder listed has that name and is pinned. */
Then('the first folder is {string}, pinned', async function (this: SidekickWorld, name: string) {
  const actor = this.actorInTheSpotlight;
  assert.equal((await actor.answer(theFolders()))[0], name);
  assert.ok((await actor.answer(thePinnedFolders())).includes(name));
});

/** Checks the number of campaigns the folder's row says it holds, exactly. */
Then(
  'the folder {string} holds {int} campaigns',
  async function (this: SidekickWorld, name: string, count: number) {
    const actor = this.actorInTheSpotlight;
    assert.equal(await actor.answer(theCampaignCountOf(name)), count);
  },
);

/** Checks the names of the pinned folders, in any order, written "Q1, Q2". */
Then('the pinned folders are {string}', async function (this: SidekickWorld, names: string) {
  const actor = this.actorInTheSpotlight;
  assert.deepEqual((await actor.answer(thePinnedFolders())).sort(), list(names).sort());
});

/** Checks the folders listed, in order, written "Q1, Q2". */
Then('the folders shown are {string}', async function (this: SidekickWorld, names: string) {
  const actor = this.actorInTheSpotlight;
  assert.deepEqual(await actor.answer(theFolders()), list(names));
});

/** Checks the folders page's notice (an error text or an empty state), exactly. */
Then('the folders page says {string}', async function (this: SidekickWorld, text: string) {
  const actor = this.actorInTheSpotlight;
  assert.equal(await actor.answer(theFoldersMessage()), text);
});

/** Checks how far below its button a folder row's actions menu opens, in pixels. */
Then(
  'the actions menu of {string} opens {int} pixels from its button',
  async function (this: SidekickWorld, name: string, px: number) {
    const actor = this.actorInTheSpotlight;
    assert.equal(await actor.answer(theRowMenuOffset(name)), px);
  },
);

// Campaigns list

/** Opens the campaigns list, all folders. */
When('{actor} open(s) the campaigns', (actor: Actor) => actor.attemptsTo(openTheCampaignsList()));
/** Opens the campaigns list once more, as from the navigation (its lists load again). */
When('{actor} open(s) the campaigns again', (actor: Actor) => actor.attemptsTo(openTheCampaignsList()));
/** Opens the campaigns list at that address, with its query ("/campaigns?page=2"). */
When('{actor} open(s) the campaigns at {string}', (actor: Actor, address: string) =>
  actor.attemptsTo(openTheCampaignsList(address)),
);
/** Opens the campaigns list of one folder, from the folders page. */
When('{actor} open(s) the campaigns of the folder {string}', (actor: Actor, name: string) =>
  actor.attemptsTo(openTheCampaignsOfTheFolder(name)),
);
/** Goes to that page of the campaigns list with its page buttons. */
When('{actor} go(es) to campaigns page {int}', (actor: Actor, page: number) =>
  actor.attemptsTo(goToTheCampaignsPage(page)),
);
/** Sorts the campaigns list by clicking that column's heading. */
When('{actor} sort(s) the campaigns by {string}', (actor: Actor, column: string) =>
  actor.attemptsTo(sortTheCampaignsBy(column)),
);
/** Sets how many campaigns a page of the list shows. */
When('{actor} show(s) {int} campaigns per page', (actor: Actor, size: number) =>
  actor.attemptsTo(showCampaignsPerPage(size)),
);
/** Types the text into the campaigns list's search box. */
When('{actor} search(es) the campaigns for {string}', (actor: Actor, text: string) =>
  actor.attemptsTo(searchTheCampaigns(text)),
);
/** Renames a campaign through its row's actions menu. */
When('{actor} rename(s) the campaign {string} to {string}', (actor: Actor, from: string, to: string) =>
  actor.attemptsTo(renameTheCampaign(from, to)),
);
/** Pins a campaign through its row's actions menu, so it sorts first. */
When('{actor} pin(s) the campaign {string}', (actor: Actor, name: string) =>
  actor.attemptsTo(pinTheCampaign(name)),
);
/** Deletes a campaign through its row's actions menu, confirming the question (kept for "the delete question was"). */
When('{actor} delete(s) the campaign {string}', (actor: Actor, name: string) =>
  actor.attemptsTo(deleteTheCampaign(name)),
);

/** Checks the question the last deletion asked before it went ahead, exactly. */
Then('the delete question was {string}', function (this: SidekickWorld, question: string) {
  const actor = this.actorInTheSpotlight;
  assert.equal(actor.recall<string>(DELETE_QUESTION), question);
});

/** Checks the total number of campaigns the list says it holds, exactly. */
Then('the campaigns total is {int}', async function (this: SidekickWorld, total: number) {
  assert.equal(await this.actorInTheSpotlight.answer(theCampaignTotal()), total);
});

/** Checks how many rows the current page of the campaigns list shows. */
Then('the campaigns page shows {int} rows', async function (this: SidekickWorld, rows: number) {
  const actor = this.actorInTheSpotlight;
  assert.equal((await actor.answer(theCampaignRows())).length, rows);
});

/** Checks the first page buttons of the campaigns list, written "1, 2, 3". */
Then('the page buttons start with {string}', async function (this: SidekickWorld, pages: string) {
  const actor = this.actorInTheSpotlight;
  const expected = list(pages).map(Number);
  assert.deepEqual((await actor.answer(thePageButtons())).slice(0, expected.length), expected);
});

/** Checks which page of the campaigns list is shown. */
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

/** Checks that the campaigns shown are in alphabetical order of their names. */
Then('the campaigns are sorted by name ascending', async function (this: SidekickWorld) {
  assertSortedByName(await this.actorInTheSpotlight.answer(theCampaignRows()), 'ascending');
});
/** Checks that the campaigns shown are in reverse alphabetical order of their names. */
Then('the campaigns are sorted by name descending', async function (this: SidekickWorld) {
  assertSortedByName(await this.actorInTheSpotlight.answer(theCampaignRows()), 'descending');
});

/** Shows 50 campaigns a page, then checks that every seeded campaign with that status shows that badge text. */
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

/** Checks that the list shows campaigns and every one of them is in that folder. */
Then('every campaign shown is in the folder {string}', async function (this: SidekickWorld, folder: string) {
  const actor = this.actorInTheSpotlight;
  const rows = await actor.answer(theCampaignRows());
  assert.ok(rows.length > 0);
  for (const row of rows) assert.equal(row.folder, folder);
});

/** Checks the campaigns list's breadcrumb back to the folders, exactly. */
Then('the breadcrumb leads back to {string}', async function (this: SidekickWorld, text: string) {
  const actor = this.actorInTheSpotlight;
  assert.equal(await actor.answer(theBreadcrumb()), text);
});

/** Checks that the pinned campaigns come first (at least two), before every unpinned one. */
Then('the first campaigns are pinned', async function (this: SidekickWorld) {
  const actor = this.actorInTheSpotlight;
  const rows = await actor.answer(theCampaignRows());
  const firstUnpinned = rows.findIndex((row) => !row.pinned);
  assert.ok(rows.slice(firstUnpinned).every((row) => !row.pinned));
  assert.ok(firstUnpinned >= 2);
});

/** Checks that no campaign of that name is listed on the page shown. */
Then('the campaigns do not include {string}', async function (this: SidekickWorld, name: string) {
  const actor = this.actorInTheSpotlight;
  assert.ok(!(await actor.answer(theCampaignRows())).some((row) => row.name === name));
});

/** Checks that a campaign of that name is listed on the page shown. */
Then('the campaigns include {string}', async function (this: SidekickWorld, name: string) {
  const actor = this.actorInTheSpotlight;
  assert.ok((await actor.answer(theCampaignRows())).some((row) => row.name === name));
});

/** Checks that a campaign on the page shown has that line under its name (its description), exactly. */
Then(
  'the campaigns list describes a campaign as {string}',
  async function (this: SidekickWorld, text: string) {
    const descriptions = (await this.actorInTheSpotlight.answer(theCampaignRows())).map(
      (row) => row.description,
    );
    assert.ok(
      descriptions.includes(text),
      `no campaign is described as "${text}" but:\n${descriptions.join('\n')}`,
    );
  },
);

/** Checks the empty campaigns list's title and hint, exactly. */
Then(
  'the campaigns page says {string} and {string}',
  async function (this: SidekickWorld, title: string, hint: string) {
    const actor = this.actorInTheSpotlight;
    assert.deepEqual(await actor.answer(whatTheEmptyListSays()), [title, hint]);
  },
);

/** Checks the campaigns list's notice (a success or error message), exactly. */
Then('the campaigns list says {string}', async function (this: SidekickWorld, text: string) {
  const actor = this.actorInTheSpotlight;
  assert.equal(await actor.answer(whatTheCampaignsListSays()), text);
});

/** Checks that the campaigns list shows no success or error message. */
Then('the campaigns list shows no success message', async function (this: SidekickWorld) {
  const actor = this.actorInTheSpotlight;
  assert.equal(await actor.answer(whatTheCampaignsListSays()), null);
});
