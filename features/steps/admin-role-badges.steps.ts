import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { whetherTheRoleStandsOut } from '../support/admin/screens/whetherTheRoleStandsOut';
import type { SidekickWorld } from '../support/world';

/** Checks whether the Users tab draws that user's role (by email) so that it stands out from an ordinary role's badge ("stands out" or "does not stand out"). */
Then(
  /^the role of "([^"]+)" (stands out|does not stand out)$/,
  async function (this: SidekickWorld, email: string, how: string) {
    assert.equal(await this.actorInTheSpotlight.answer(whetherTheRoleStandsOut(email)), how === 'stands out');
  },
);
