import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { storedUploadsNamed } from '../support/questions/storedUploads';
import type { SidekickWorld } from '../support/world';

const storedBefore = (name: string) => `uploads of ${name} before`;

Given('the demo backend is slow to take uploads', function (this: SidekickWorld) {
  return this.slowBackend.holdUploads();
});

When('they start attaching {string}', async function (this: SidekickWorld, fixture: string) {
  const actor = this.actorInTheSpotlight;
  actor.remember(storedBefore(fixture), await actor.answer(storedUploadsNamed(fixture)));
  await this.slowBackend.startAttaching(fixture);
});

Then('the upload of {string} shows its progress', async function (this: SidekickWorld, name: string) {
  const upload = (await this.slowBackend.uploadsInProgress()).find((shown) => shown.name === name);
  assert.ok(upload, `${name} shows no progress bar`);
  assert.ok(upload.percent >= 0 && upload.percent <= 100, `${name} shows ${upload.percent}%`);
});

When('they cancel the upload of {string}', function (this: SidekickWorld, name: string) {
  return this.slowBackend.cancelUpload(name);
});

Then('no upload is on its way', async function (this: SidekickWorld) {
  assert.deepEqual(await this.slowBackend.uploadsInProgress(), []);
});

Then('the demo backend stored no new upload of {string}', async function (this: SidekickWorld, name: string) {
  const actor = this.actorInTheSpotlight;
  // Let a request that escaped the cancel land, were there one.
  await this.slowBackend.backendAnswers();
  assert.equal(await actor.answer(storedUploadsNamed(name)), actor.recall<number>(storedBefore(name)));
});
