import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { answerFieldsMissing } from '../support/calls/answer-fields';
import { callsMatching, listOf } from '../support/calls/call-matching';
import { theCallsReceived } from '../support/calls/theCallsReceived';
import { lookAgainUntil } from '../support/look-again';
import type { SidekickWorld } from '../support/world';

// What the demo backend answered the page (spec 2 §3: the entities and their fields).

/** Checks that the demo backend's answer to the last such call holds every field named, whatever its value, written "folders.0.id, pagination.totalPages" (a number picks an item of a list); both levels. */
Then(
  'the demo backend answered {string} with {string}',
  async function (this: SidekickWorld, call: string, fields: string) {
    const missing = (calls: Awaited<ReturnType<typeof read>>) => {
      const last = callsMatching(calls, call).at(-1);
      return last ? answerFieldsMissing(last.answer, fields) : null;
    };
    const read = () => this.actorInTheSpotlight.answer(theCallsReceived());
    const calls = await lookAgainUntil(this, read, (received) => missing(received)?.length === 0);
    const last = callsMatching(calls, call).at(-1);
    assert.ok(last, `${call} was not received; received: ${listOf(calls)}`);
    assert.deepEqual(missing(calls), [], `${call} was answered ${JSON.stringify(last.answer)}`);
  },
);
