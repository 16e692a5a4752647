import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { theReadingNoticeOf } from '../support/orchestration/questions/theReadingNoticeOf';
import type { SidekickWorld } from '../support/world';

const ORDINALS: Record<string, number> = { first: 0, second: 1, third: 2 };

/** Checks what the run (first, second …) says of its last failed status read, exactly. */
Then('the {word} run notes {string}', async function (this: SidekickWorld, ordinal: string, text: string) {
  assert.equal(await this.actorInTheSpotlight.answer(theReadingNoticeOf(ORDINALS[ordinal] ?? 0)), text);
});
