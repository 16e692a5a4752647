import assert from 'node:assert/strict';
import { Given, Then } from '@cucumber/cucumber';
import { callsMatching, fieldsNotCarried, isAdministrationCall } from '../support/calls/call-matching';
import { answerTheNextCall, refuseTheNextCall } from '../support/calls/refuseTheNextCall';
import { theCallsReceived } from '../support/calls/theCallsReceived';
import { lookAgainUntil } from '../support/look-again';
import type { SidekickWorld } from '../support/world';

// What the page asks the demo backend (spec 1 §7, 2 §7, 3 §7) and what it shows when a call fails (§8).

/** The call is written as the spec's API list writes it: "POST /api/admin/allowed-users". */
Given(
  'the demo backend refuses the next {string} with {string}',
  function (this: SidekickWorld, call: string, error: string) {
    return this.actorInTheSpotlight.attemptsTo(refuseTheNextCall(call, error));
  },
);

/** A 500 with an empty body: the screen shows the failure's own message instead of the server's words. */
Given(
  'the demo backend refuses the next {string} without a reason',
  function (this: SidekickWorld, call: string) {
    return this.actorInTheSpotlight.attemptsTo(refuseTheNextCall(call, null));
  },
);

Then('the demo backend received {string}', async function (this: SidekickWorld, call: string) {
  const calls = await lookAgainUntil(
    this,
    () => this.actorInTheSpotlight.answer(theCallsReceived()),
    (received) => callsMatching(received, call).length > 0,
  );
  assert.ok(
    callsMatching(calls, call).length > 0,
    `${call} was not received; received: ${calls.map((c) => `${c.method} ${c.path}`).join(', ')}`,
  );
});

/** Fields as "email: morgan@example.com, roleId: role-user"; a bare name must only be there. */
Then(
  'the demo backend received {string} with {string}',
  async function (this: SidekickWorld, call: string, fields: string) {
    const calls = await lookAgainUntil(
      this,
      () => this.actorInTheSpotlight.answer(theCallsReceived()),
      (received) => {
        const last = callsMatching(received, call).at(-1);
        return last !== undefined && fieldsNotCarried(last, fields).length === 0;
      },
    );
    const received = callsMatching(calls, call).at(-1);
    assert.ok(
      received,
      `${call} was not received; received: ${calls.map((c) => `${c.method} ${c.path}`).join(', ')}`,
    );
    assert.deepEqual(fieldsNotCarried(received, fields), [], `${call} carried ${JSON.stringify(received)}`);
  },
);

Then(
  'every administration call carried the API key and the user id {string}',
  async function (this: SidekickWorld, userId: string) {
    const calls = (await this.actorInTheSpotlight.answer(theCallsReceived())).filter(isAdministrationCall);
    assert.ok(calls.length > 0, 'no administration call was received');
    for (const call of calls) {
      assert.equal(call.headers['x-api-key'], 'sidekick-demo-key', `${call.method} ${call.path}: API key`);
      assert.deepEqual(
        fieldsNotCarried(call, `userId: ${userId}`),
        [],
        `${call.method} ${call.path}: user id`,
      );
    }
  },
);

/** The backend says it added someone else than the user asked for (spec 3 §7's last rule). */
Given(
  'the demo backend answers the next {string} with the user {string} instead',
  function (this: SidekickWorld, call: string, email: string) {
    const body = {
      user_id: `u-${email.split('@')[0]?.replace('.', '-')}`,
      display_name: email,
      email,
      message: 'User was added as an admin of this account.',
      is_account_admin: true,
    };
    return this.actorInTheSpotlight.attemptsTo(answerTheNextCall(call, 200, JSON.stringify(body)));
  },
);

Then(
  'the demo backend received {string} {int} times',
  async function (this: SidekickWorld, call: string, times: number) {
    const calls = await this.actorInTheSpotlight.answer(theCallsReceived());
    assert.equal(callsMatching(calls, call).length, times);
  },
);
