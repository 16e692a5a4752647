import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { storageEntries } from '../support/storage/storage-entries';
import { theBrowserStorage } from '../support/storage/theBrowserStorage';
import type { SidekickWorld } from '../support/world';

/** Checks what the tab's session storage holds, entries written "pageLoadCount: 2" (spec 1 §3). */
Then('session storage holds {string}', async function (this: SidekickWorld, entries: string) {
  const wanted = storageEntries(entries);
  assert.deepEqual(
    await this.actorInTheSpotlight.answer(theBrowserStorage(Object.keys(wanted), 'session')),
    wanted,
  );
});
