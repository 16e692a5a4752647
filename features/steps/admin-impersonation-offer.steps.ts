import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { whetherTheyMayImpersonate } from '../support/admin/questions/whetherTheyMayImpersonate';
import type { SidekickWorld } from '../support/world';

/** Checks that the user's row (by email) offers an Impersonate button. */
Then('{string} offers an impersonation', async function (this: SidekickWorld, email: string) {
  assert.equal(await this.actorInTheSpotlight.answer(whetherTheyMayImpersonate(email)), true);
});
