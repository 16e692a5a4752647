import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { everyCallReceived, theCallsReceived } from '../support/chat-calls/theCallsReceived';
import { list } from '../support/step-lists';
import type { SidekickWorld } from '../support/world';

// What the demo backend received (spec 1 §7): fields, query, files and headers (the call alone: backend-calls.steps.ts).

Then(
  'the demo backend received {string} carrying {string}',
  async function (this: SidekickWorld, endpoint: string, fields: string) {
    const last = (await this.actorInTheSpotlight.answer(theCallsReceived(endpoint))).at(-1);
    assert.ok(last, `no call to ${endpoint}`);
    assert.deepEqual(
      list(fields).filter((field) => !last.fields.includes(field)),
      [],
      `received only ${last.fields.join(', ')}`,
    );
  },
);

Then(
  'the demo backend received {string} asking for {string}',
  async function (this: SidekickWorld, endpoint: string, parameters: string) {
    const last = (await this.actorInTheSpotlight.answer(theCallsReceived(endpoint))).at(-1);
    assert.ok(last, `no call to ${endpoint}`);
    assert.deepEqual(last.query, list(parameters));
  },
);

Then(
  'the demo backend received {string} {int} time(s), one file each',
  async function (this: SidekickWorld, endpoint: string, times: number) {
    const calls = await this.actorInTheSpotlight.answer(theCallsReceived(endpoint));
    assert.deepEqual(
      calls.map((call) => call.files),
      Array.from({ length: times }, () => 1),
    );
  },
);

Then(
  'every call the demo backend received carried the same {string} header',
  async function (this: SidekickWorld, header: string) {
    const calls = await this.actorInTheSpotlight.answer(everyCallReceived());
    const values = new Set(calls.map((call) => call.headers[header.toLowerCase()] ?? '(none)'));
    assert.ok(calls.length > 0, 'the demo backend received nothing');
    assert.equal(values.size, 1, `${header}: ${[...values].join(', ')}`);
    assert.notEqual([...values][0], '(none)', `no call carried ${header}`);
  },
);
