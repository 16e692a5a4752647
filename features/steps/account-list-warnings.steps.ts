import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import {
  whatTheCampaignsListWarns,
  whatTheFoldersListWarns,
} from '../support/campaigns/questions/whatTheListWarns';
import { lookAgainUntil } from '../support/look-again';
import type { SidekickWorld } from '../support/world';

/** Checks that the campaigns list's warning about the account shows that text (in Chromium it waits a few seconds). */
Then('the campaigns list warns {string}', async function (this: SidekickWorld, text: string) {
  const actor = this.actorInTheSpotlight;
  const shown = await lookAgainUntil(
    this,
    () => actor.answer(whatTheCampaignsListWarns()),
    (said) => said.includes(text),
  );
  assert.ok(shown.includes(text), `the campaigns list does not say "${text}": ${shown}`);
});

/** Checks that the folders list's warning about the account shows that text (in Chromium it waits a few seconds). */
Then('the folders list warns {string}', async function (this: SidekickWorld, text: string) {
  const actor = this.actorInTheSpotlight;
  const shown = await lookAgainUntil(
    this,
    () => actor.answer(whatTheFoldersListWarns()),
    (said) => said.includes(text),
  );
  assert.ok(shown.includes(text), `the folders list does not say "${text}": ${shown}`);
});
