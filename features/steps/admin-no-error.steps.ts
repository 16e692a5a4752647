import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { whatTheFormSays } from '../support/admin/questions/whatTheFormSays';
import type { SidekickWorld } from '../support/world';

/** Checks that neither the open admin tab nor its form shows an error: a failure that is only logged (spec 3 §8). */
Then('the admin screen shows no error', async function (this: SidekickWorld) {
  assert.equal(await this.actorInTheSpotlight.answer(whatTheFormSays()), null);
});
