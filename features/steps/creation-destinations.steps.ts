import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { theDestinationsOffered } from '../support/campaigns/questions/theDestinationsOffered';
import { list } from '../support/step-lists';
import type { SidekickWorld } from '../support/world';

/** Checks the destination ids the creation form offers, in order ("dv360, ttd, …"). */
Then('the destinations offered are {string}', async function (this: SidekickWorld, ids: string) {
  assert.deepEqual(await this.actorInTheSpotlight.answer(theDestinationsOffered()), list(ids));
});
