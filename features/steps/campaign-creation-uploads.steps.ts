import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { theCreationUploadError } from '../support/campaigns/questions/theCreationUploadError';
import type { SidekickWorld } from '../support/world';

/** Checks what the creation form's file area says of a failed upload, exactly. */
Then('the creation form says of its files {string}', async function (this: SidekickWorld, text: string) {
  assert.equal(await this.actorInTheSpotlight.answer(theCreationUploadError()), text);
});
