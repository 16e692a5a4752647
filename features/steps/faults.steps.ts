import assert from 'node:assert/strict';
import { Given, Then } from '@cucumber/cucumber';
import { failOrDelayOneAnswerInFour } from '../support/faults/failOrDelayOneAnswerInFour';
import { markShaky } from '../support/faults/faultMode';
import { theAlertsShown } from '../support/faults/theAlertsShown';
import type { SidekickWorld } from '../support/world';

/** Fault mode belongs to the mock server: these scenarios are tagged @browser-only. */
Given('the demo backend fails or delays one answer in four', async function (this: SidekickWorld) {
  markShaky(this);
  await this.theDemoBackend.attemptsTo(failOrDelayOneAnswerInFour());
});

/** Checks that the page shows no error alert (browser level only). */
Then('no error is shown', async function (this: SidekickWorld) {
  assert.deepEqual(await this.actorInTheSpotlight.answer(theAlertsShown()), []);
});
