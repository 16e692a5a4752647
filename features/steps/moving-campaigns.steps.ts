import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type { Actor } from '../support/actors/Actor';
import { theCampaignRows } from '../support/campaigns/questions/theCampaignRows';
import { theMoveOffer } from '../support/campaigns/questions/theMoveOffer';
import { whatTheMoveSays } from '../support/campaigns/questions/whatTheMoveSays';
import { followTheMoveOffer } from '../support/campaigns/tasks/followTheMoveOffer';
import { moveTheCampaignsTo } from '../support/campaigns/tasks/moveTheCampaignsTo';
import { moveTheCampaignTo } from '../support/campaigns/tasks/moveTheCampaignTo';
import { searchTheCampaigns } from '../support/campaigns/tasks/searchTheCampaigns';
import { list } from '../support/step-lists';
import type { SidekickWorld } from '../support/world';

// Moving campaigns to another folder (issue 20): from the list, from a campaign's page, and the
// folders page's offer beside a refused delete.

/** Searches the campaigns list for that campaign, then moves it to that folder. */
When(
  '{actor} move(s) the campaign {string} to the folder {string}',
  (actor: Actor, name: string, folder: string) =>
    actor.attemptsTo(searchTheCampaigns(name), moveTheCampaignsTo(folder, [name])),
);

/** Selects every campaign shown in the list and moves them to that folder. */
When('{actor} move(s) every campaign shown to the folder {string}', (actor: Actor, folder: string) =>
  actor.attemptsTo(moveTheCampaignsTo(folder, 'every one shown')),
);

/** Moves the campaign whose page is open to that folder. */
When('{actor} move(s) this campaign to the folder {string}', (actor: Actor, folder: string) =>
  actor.attemptsTo(moveTheCampaignTo(folder)),
);

/** Follows the folders page's offer to move campaigns into a new folder. */
When('{actor} follow(s) the offer to move them', (actor: Actor) => actor.attemptsTo(followTheMoveOffer()));

/** Checks the message the move shows afterwards (a success or an error), exactly. */
Then('the move says {string}', async function (this: SidekickWorld, text: string) {
  assert.equal(await this.actorInTheSpotlight.answer(whatTheMoveSays()), text);
});

/** Checks the offer the folders page makes, exactly. */
Then('the folders page offers {string}', async function (this: SidekickWorld, text: string) {
  assert.equal(await this.actorInTheSpotlight.answer(theMoveOffer()), text);
});

/** Checks the names of the campaigns shown, in order, written "Spring, Summer". */
Then('the campaigns shown are {string}', async function (this: SidekickWorld, names: string) {
  const rows = await this.actorInTheSpotlight.answer(theCampaignRows());
  assert.deepEqual(
    rows.map((row) => row.name),
    list(names),
  );
});
