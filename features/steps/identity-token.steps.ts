import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { callsMatching, valuesNotHeld } from '../support/calls/call-matching';
import { bearerClaims } from '../support/calls/identity-token';
import { theCallsReceived } from '../support/calls/theCallsReceived';
import type { SidekickWorld } from '../support/world';

// What a sign-in passes on (spec 1 §2): the identity token's claims, as the backend receives them.

/** Checks the claims of the identity token the last such call carried as its bearer, written "email: riley.planner@example.com, sub" (a bare name must only be there); both levels. */
Then(
  'the identity token the demo backend received with {string} says {string}',
  async function (this: SidekickWorld, call: string, claims: string) {
    const last = callsMatching(await this.actorInTheSpotlight.answer(theCallsReceived()), call).at(-1);
    assert.ok(last, `no call to ${call}`);
    const carried = bearerClaims(last);
    assert.ok(carried, `${call} carried no identity token`);
    assert.deepEqual(valuesNotHeld(carried, claims), [], `the token says ${JSON.stringify(carried)}`);
  },
);
