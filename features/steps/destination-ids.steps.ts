import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { theDestinationIdsOffered } from '../support/campaigns/questions/theDestinationIdsOffered';
import { list } from '../support/step-lists';
import type { SidekickWorld } from '../support/world';

/** Checks the destination ids the creation form offers (what it sends, not the labels), in order, written "dv360, ttd". */
Then(
  'the creation form offers the destination ids {string}',
  async function (this: SidekickWorld, ids: string) {
    assert.deepEqual(await this.actorInTheSpotlight.answer(theDestinationIdsOffered()), list(ids));
  },
);
