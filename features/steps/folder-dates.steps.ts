import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { theFolderLastUpdated } from '../support/campaigns/questions/theFolderLastUpdated';
import type { SidekickWorld } from '../support/world';

/** Checks what the folders page's Last Updated column reads for that folder ("Today", "Yesterday", "3 days ago"). */
Then(
  'the folder {string} reads {string} as last updated',
  async function (this: SidekickWorld, folder: string, label: string) {
    assert.equal(await this.actorInTheSpotlight.answer(theFolderLastUpdated(folder)), label);
  },
);
