import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type { Actor } from '../support/actors/Actor';
import { campaignListOf, foldersOf } from '../support/campaigns/ability';
import { moveTheCampaignTo } from '../support/campaigns/tasks/moveTheCampaignTo';
import { list } from '../support/step-lists';
import type { SidekickWorld } from '../support/world';

// Moving campaigns to another folder (issue 20): from the list, from a campaign's page, and the
// folders page's offer beside a refused delete.

When(
  '{actor} move(s) the campaign {string} to the folder {string}',
  async (actor: Actor, name: string, folder: string) => {
    await campaignListOf(actor).searchCampaigns(name);
    await campaignListOf(actor).moveCampaigns([name], folder);
  },
);

When('{actor} move(s) every campaign shown to the folder {string}', (actor: Actor, folder: string) =>
  campaignListOf(actor).moveCampaigns(null, folder),
);

When('{actor} move(s) this campaign to the folder {string}', (actor: Actor, folder: string) =>
  actor.attemptsTo(moveTheCampaignTo(folder)),
);

When('{actor} follow(s) the offer to move them', async (actor: Actor) => {
  await foldersOf(actor).followMoveOffer();
  await campaignListOf(actor).listShown();
});

Then('the move says {string}', async function (this: SidekickWorld, text: string) {
  assert.equal(await campaignListOf(this.actorInTheSpotlight).moveOutcome(), text);
});

Then('the folders page offers {string}', async function (this: SidekickWorld, text: string) {
  assert.equal(await foldersOf(this.actorInTheSpotlight).moveOffer(), text);
});

Then('the campaigns shown are {string}', async function (this: SidekickWorld, names: string) {
  const rows = await campaignListOf(this.actorInTheSpotlight).campaignRows();
  assert.deepEqual(
    rows.map((row) => row.name),
    list(names),
  );
});
