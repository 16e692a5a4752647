import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import type { ResultKind } from '../support/chat/chat-words';
import { theSuggestionsUnder } from '../support/chat/questions/theSuggestionsUnder';
import type { SidekickWorld } from '../support/world';

/** Checks that the action bar suggests no next step at all under that result. */
Then('no next step is suggested under {result}', async function (this: SidekickWorld, which: ResultKind) {
  assert.deepEqual(await this.actorInTheSpotlight.answer(theSuggestionsUnder(which)), []);
});
