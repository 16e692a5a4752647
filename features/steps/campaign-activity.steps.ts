import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { onceItReads } from '../support/campaigns/questions/onceItReads';
import { theActivityEntries } from '../support/campaigns/questions/theActivityEntries';
import type { SidekickWorld } from '../support/world';

/** Checks one entry of the campaign's activity timeline, newest first, written "Completed | fast-track-shell | 2h ago | the text as shown". */
Then(
  'activity entry {int} reads {string}',
  async function (this: SidekickWorld, position: number, entry: string) {
    const entries = await this.actorInTheSpotlight.answer(
      onceItReads(theActivityEntries(), (shown) => shown[position - 1] === entry),
    );
    assert.equal(entries[position - 1], entry, `the activity reads:\n${entries.join('\n')}`);
  },
);
