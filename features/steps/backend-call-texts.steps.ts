import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { callsMatching, fieldAt } from '../support/calls/call-matching';
import { theCallsReceived } from '../support/calls/theCallsReceived';
import type { SidekickWorld } from '../support/world';

// How a value travelled in a call (spec 3 §5): as text, where the backend expects text.

/** Checks that the last such call set a field, by a dotted name into its body ("field_values.sandbox"), to that text: a string, not a boolean or a number (both levels). */
Then(
  'the demo backend received {string} with {string} set to the text {string}',
  async function (this: SidekickWorld, call: string, field: string, text: string) {
    const last = callsMatching(await this.actorInTheSpotlight.answer(theCallsReceived()), call).at(-1);
    assert.ok(last, `no call to ${call}`);
    assert.deepEqual(fieldAt(last, field), text);
  },
);
