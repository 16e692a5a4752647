import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { callsMatching, fieldAt } from '../support/calls/call-matching';
import { theCallsReceived } from '../support/calls/theCallsReceived';
import { list } from '../support/step-lists';
import type { SidekickWorld } from '../support/world';

// The records a call carried inside its body (spec 1 §3): a reference, a file's metadata.

/** Checks that the last such call carried, at a dotted name into its body ("references.0"), a record naming every field of the list "messageId, type", whatever their values (both levels). */
Then(
  'the demo backend received {string} with {string} holding {string}',
  async function (this: SidekickWorld, call: string, at: string, fields: string) {
    const last = callsMatching(await this.actorInTheSpotlight.answer(theCallsReceived()), call).at(-1);
    assert.ok(last, `no call to ${call}`);
    const record = fieldAt(last, at);
    assert.ok(record && typeof record === 'object', `${at} is not a record: ${JSON.stringify(record)}`);
    assert.deepEqual(
      list(fields).filter((field) => !(field in record)),
      [],
      `${at} holds ${JSON.stringify(record)}`,
    );
  },
);
