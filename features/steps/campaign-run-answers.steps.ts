import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { whetherStopIsOffered } from '../support/campaigns/questions/whetherStopIsOffered';
import type { SidekickWorld } from '../support/world';

/** Checks that the campaign page's run offers its Stop button now. */
Then('the campaign page offers Stop', async function (this: SidekickWorld) {
  assert.equal(await this.actorInTheSpotlight.answer(whetherStopIsOffered()), true);
});

/** Checks that the campaign page's run shows no Stop button now. */
Then('the campaign page does not offer Stop', async function (this: SidekickWorld) {
  assert.equal(await this.actorInTheSpotlight.answer(whetherStopIsOffered()), false);
});
