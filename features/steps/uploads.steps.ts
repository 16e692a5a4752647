import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { theUploadsInProgress } from '../support/chat/questions/theUploadsInProgress';
import { answerWhatWasHeld } from '../support/chat/tasks/answerWhatWasHeld';
import { cancelTheUpload } from '../support/chat/tasks/cancelTheUpload';
import { holdAnswersTo } from '../support/chat/tasks/holdAnswers';
import { startAttaching } from '../support/chat/tasks/startAttaching';
import { storedUploadsNamed } from '../support/questions/storedUploads';
import type { SidekickWorld } from '../support/world';

const storedBefore = (name: string) => `uploads of ${name} before`;

/** Makes the demo backend hold uploads until it is told to answer ("the demo backend answers"). */
Given('the demo backend is slow to take uploads', function (this: SidekickWorld) {
  return this.theDemoBackend.attemptsTo(holdAnswersTo('uploads'));
});

/** Starts attaching that sample file without waiting for its upload (how many are stored is kept for the check after). */
When('they start attaching {string}', async function (this: SidekickWorld, fixture: string) {
  const actor = this.actorInTheSpotlight;
  actor.remember(storedBefore(fixture), await actor.answer(storedUploadsNamed(fixture)));
  await actor.attemptsTo(startAttaching(fixture));
});

/** Checks the progress bar of that file's upload, in percent. */
Then(
  'the upload of {string} shows its progress at {int}%',
  async function (this: SidekickWorld, name: string, percent: number) {
    const upload = (await this.actorInTheSpotlight.answer(theUploadsInProgress())).find(
      (shown) => shown.name === name,
    );
    assert.ok(upload, `${name} shows no progress bar`);
    assert.equal(upload.percent, percent, `${name} shows ${upload.percent}%`);
  },
);

/** Cancels the upload of that file while it is on its way. */
When('they cancel the upload of {string}', function (this: SidekickWorld, name: string) {
  return this.actorInTheSpotlight.attemptsTo(cancelTheUpload(name));
});

/** Checks that no upload shows a progress bar. */
Then('no upload is on its way', async function (this: SidekickWorld) {
  assert.deepEqual(await this.actorInTheSpotlight.answer(theUploadsInProgress()), []);
});

/** Releases what the demo backend held, then checks that it stored no new upload of that file. */
Then('the demo backend stored no new upload of {string}', async function (this: SidekickWorld, name: string) {
  const actor = this.actorInTheSpotlight;
  // Let a request that escaped the cancel land, were there one.
  await this.theDemoBackend.attemptsTo(answerWhatWasHeld());
  assert.equal(await actor.answer(storedUploadsNamed(name)), actor.recall<number>(storedBefore(name)));
});
