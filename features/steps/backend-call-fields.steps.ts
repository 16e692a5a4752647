import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import {
  callsMatching,
  fieldAt,
  fieldsNotCarried,
  isAdministrationCall,
  listOf,
} from '../support/calls/call-matching';
import { theCallsReceived } from '../support/calls/theCallsReceived';
import { lookAgainUntil } from '../support/look-again';
import { list } from '../support/step-lists';
import type { SidekickWorld } from '../support/world';

// What the page's calls to the demo backend carried (spec 1 §7, 2 §7, 3 §7): fields, query and headers.

/** Checks the last such call's fields, written "email: morgan@example.com, roleId: role-user" (a bare name must only be there); both levels. */
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
    assert.ok(received, `${call} was not received; received: ${listOf(calls)}`);
    assert.deepEqual(fieldsNotCarried(received, fields), [], `${call} carried ${JSON.stringify(received)}`);
  },
);

/** Checks that the last such call's body named every field of the list "message, chatId, userId", whatever their values (both levels). */
Then(
  'the demo backend received {string} carrying {string}',
  async function (this: SidekickWorld, call: string, fields: string) {
    const last = callsMatching(await this.actorInTheSpotlight.answer(theCallsReceived()), call).at(-1);
    assert.ok(last, `no call to ${call}`);
    assert.deepEqual(
      list(fields).filter((field) => !(field in last.body)),
      [],
      `received only ${Object.keys(last.body).join(', ')}`,
    );
  },
);

/** Checks that the last such call asked with exactly these query parameters, in this order: "userId, page" (both levels). */
Then(
  'the demo backend received {string} asking for {string}',
  async function (this: SidekickWorld, call: string, parameters: string) {
    const last = callsMatching(await this.actorInTheSpotlight.answer(theCallsReceived()), call).at(-1);
    assert.ok(last, `no call to ${call}`);
    assert.deepEqual(Object.keys(last.query), list(parameters));
  },
);

/** Checks that one of those calls set a field, by a dotted name into its body ("orchestration.type"), to that value (both levels). */
Then(
  'the demo backend received {string} with {string} set to {string}',
  async function (this: SidekickWorld, call: string, field: string, value: string) {
    const setIt = (received: Parameters<typeof fieldAt>[0]) => String(fieldAt(received, field)) === value;
    const calls = await lookAgainUntil(
      this,
      async () => callsMatching(await this.someone.answer(theCallsReceived()), call),
      (received) => received.some(setIt),
    );
    assert.ok(
      calls.some(setIt),
      `no ${call} set ${field} to ${value}; sent: ${calls.map((sent) => String(fieldAt(sent, field))).join(', ') || 'none'}`,
    );
  },
);

/** Checks that every call to the administration API (spec 3 §7) carried the demo's API key and that user's id (both levels). */
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

/** Checks that every call the page sent so far carried that header, with one and the same value (both levels). */
Then(
  'every call the demo backend received carried the same {string} header',
  async function (this: SidekickWorld, header: string) {
    const calls = await this.actorInTheSpotlight.answer(theCallsReceived());
    const values = new Set(calls.map((call) => call.headers[header.toLowerCase()] ?? '(none)'));
    assert.ok(calls.length > 0, 'the demo backend received nothing');
    assert.equal(values.size, 1, `${header}: ${[...values].join(', ')}`);
    assert.notEqual([...values][0], '(none)', `no call carried ${header}`);
  },
);
