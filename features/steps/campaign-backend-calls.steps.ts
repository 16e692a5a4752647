import assert from 'node:assert/strict';
import { Given, Then } from '@cucumber/cucumber';
import { refuseEveryCall, refuseTheNextCall } from '../support/backend-calls/refuseTheNextCall';
import { theCallsReceived } from '../support/backend-calls/theCallsReceived';
import { letTimePass } from '../support/interactions/letTimePass';
import { lookAgainUntil } from '../support/look-again';
import type { SidekickWorld } from '../support/world';

// Refusals and counts of the calls of spec 2 §7 (what was received: backend-calls.steps.ts): "METHOD /path", `*` for an id.

Given(
  'the demo backend refuses the next {string} with {int} {string}',
  function (this: SidekickWorld, call: string, status: number, error: string) {
    return this.theDemoBackend.attemptsTo(refuseTheNextCall(call, status, error));
  },
);

Given(
  'the demo backend refuses every {string} with {int} {string}',
  function (this: SidekickWorld, call: string, status: number, error: string) {
    return this.theDemoBackend.attemptsTo(refuseEveryCall(call, status, error));
  },
);

Then(
  'the demo backend received {string} with {string} set to {string}',
  async function (this: SidekickWorld, call: string, field: string, value: string) {
    const fieldOf = (sent: Record<string, unknown>) =>
      field.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], sent);
    const seen = await lookAgainUntil(
      this,
      () => this.someone.answer(theCallsReceived(call)),
      (calls) => calls.some((sent) => String(fieldOf(sent.fields)) === value),
    );
    assert.ok(
      seen.some((sent) => String(fieldOf(sent.fields)) === value),
      `no ${call} set ${field} to ${value}; sent: ${seen.map((sent) => String(fieldOf(sent.fields))).join(', ') || 'none'}`,
    );
  },
);

Then(
  'over {int} seconds the demo backend receives {string} {int} time(s)',
  async function (this: SidekickWorld, seconds: number, call: string, times: number) {
    const before = (await this.someone.answer(theCallsReceived(call))).length;
    await this.actorInTheSpotlight.attemptsTo(letTimePass(seconds * 1000));
    const after = (await this.someone.answer(theCallsReceived(call))).length;
    assert.equal(after - before, times, `${call} was received ${after - before} times in ${seconds} s`);
  },
);
