import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { onceItReads } from '../support/campaigns/questions/onceItReads';
import { theProgressBar } from '../support/campaigns/questions/theProgressBar';
import type { SidekickWorld } from '../support/world';

/** The campaign page's progress bar, read until it stands there (runs and assignments move on). */
Then('the progress bar stands at {int}%', async function (this: SidekickWorld, percent: number) {
  assert.equal(
    await this.actorInTheSpotlight.answer(
      onceItReads(theProgressBar(), (value) => value === percent, 30_000),
    ),
    percent,
  );
});
