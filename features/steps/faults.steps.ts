import assert from 'node:assert/strict';
import { Given, Then } from '@cucumber/cucumber';
import { markShaky, setDemoBackendFaults, visibleAlerts } from '../support/faults/faultMode';
import type { SidekickWorld } from '../support/world';

/**
 * Reads fail (503) or come 2 s late, one in four; changes only ever come late, since a client
 * cannot know whether a failed change was done and so never repeats one on its own.
 * Fault mode belongs to the mock server: the view-model level skips these scenarios (its own
 * retry rules are unit tests of HttpClient).
 */
Given('the demo backend fails or delays one answer in four', async function (this: SidekickWorld) {
  if (!this.usesBrowser) return 'skipped';
  markShaky(this);
  await setDemoBackendFaults('GET=0.25, 0.25:late');
  return undefined;
});

Then('no error is shown', async function (this: SidekickWorld) {
  assert.deepEqual(await visibleAlerts(this), []);
});
