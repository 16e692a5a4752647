import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { callsMatching, listOf } from '../support/calls/call-matching';
import { theCallsReceived } from '../support/calls/theCallsReceived';
import { letTimePass } from '../support/interactions/letTimePass';
import { lookAgainUntil } from '../support/look-again';
import type { SidekickWorld } from '../support/world';

// Which calls the page sent the demo backend and how often (spec 1 §7, 2 §7, 3 §7), written as the
// spec's API list writes them: "POST /api/admin/allowed-users", `*` or `{chatId}` for an id.

/** Checks that the page sent that call at least once so far (both levels; in Chromium it waits a few seconds for it). */
Then('the demo backend received {string}', async function (this: SidekickWorld, call: string) {
  const calls = await lookAgainUntil(
    this,
    () => this.actorInTheSpotlight.answer(theCallsReceived()),
    (received) => callsMatching(received, call).length > 0,
  );
  assert.ok(callsMatching(calls, call).length > 0, `${call} was not received; received: ${listOf(calls)}`);
});

/** Checks how many times the page sent that call since the scenario began, exactly (both levels). */
Then(
  'the demo backend received {string} {int} times',
  async function (this: SidekickWorld, call: string, times: number) {
    const calls = await this.actorInTheSpotlight.answer(theCallsReceived());
    assert.equal(callsMatching(calls, call).length, times);
  },
);

/** Checks that the page sent that upload call exactly that many times, each carrying one file (both levels). */
Then(
  'the demo backend received {string} {int} time(s), one file each',
  async function (this: SidekickWorld, call: string, times: number) {
    const calls = callsMatching(await this.actorInTheSpotlight.answer(theCallsReceived()), call);
    assert.deepEqual(
      calls.map((received) => received.files),
      Array.from({ length: times }, () => 1),
    );
  },
);

/** Lets that many seconds pass on the scenario's clock, then checks how many such calls the page sent meanwhile (view-model level: the clock is the scenario's). */
Then(
  'over {int} seconds the demo backend receives {string} {int} time(s)',
  async function (this: SidekickWorld, seconds: number, call: string, times: number) {
    const sent = async () => callsMatching(await this.someone.answer(theCallsReceived()), call).length;
    const before = await sent();
    await this.actorInTheSpotlight.attemptsTo(letTimePass(seconds * 1000));
    const after = await sent();
    assert.equal(after - before, times, `${call} was received ${after - before} times in ${seconds} s`);
  },
);
