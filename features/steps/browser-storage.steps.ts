import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { storageEntries } from '../support/storage/storage-entries';
import { theBrowserStorage } from '../support/storage/theBrowserStorage';
import type { SidekickWorld } from '../support/world';

/** Entries as "useNewExperience: true, selectedAccountId: acc-acme-media" (spec 3 §9). */
Then('local storage holds {string}', async function (this: SidekickWorld, entries: string) {
  const wanted = storageEntries(entries);
  const held = await this.actorInTheSpotlight.answer(theBrowserStorage(Object.keys(wanted)));
  assert.deepEqual(held, wanted);
});
