import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { theBrowserStorage } from '../support/storage/theBrowserStorage';
import type { SidekickWorld } from '../support/world';

// The session the browser keeps between visits (spec 3 §3 "Stored session", spec 1 §3).

const SESSION_KEY = 'agentUserData';

const at = (record: unknown, dotted: string): unknown =>
  dotted
    .split('.')
    .reduce<unknown>((held, key) => (held as Record<string, unknown> | undefined)?.[key], record);

/** Checks the session local storage keeps, by dotted names: "user.userId: u-riley-planner, expiresAt" (a bare name must only be there); both levels. */
Then('the stored session holds {string}', async function (this: SidekickWorld, fields: string) {
  const stored = (await this.actorInTheSpotlight.answer(theBrowserStorage([SESSION_KEY])))[SESSION_KEY];
  assert.ok(stored, 'local storage holds no session');
  const session: unknown = JSON.parse(stored);
  const wrong = fields
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean)
    .filter((field) => {
      const [name = '', ...value] = field.split(':');
      const held = at(session, name.trim());
      if (value.length === 0) return held === undefined || held === null;
      return typeof held === 'object' || String(held) !== value.join(':').trim();
    });
  assert.deepEqual(wrong, [], `the stored session is ${stored}`);
});
