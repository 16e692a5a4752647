import { Given } from '@cucumber/cucumber';
import { putTheDemoAt } from '../support/demo-packs/putTheDemoAt';
import { markShaky } from '../support/faults/faultMode';
import type { SidekickWorld } from '../support/world';

/** Before anyone signs in: the whole demo backend holds the pack, as a presenter switched it. */
Given('the demo is at {string}', async function (this: SidekickWorld, pack: string) {
  await putTheDemoAt(pack, (path, init) => this.app.callDemoBackend(path, init));
  // A pack may bring fault mode (Rough day): the next browser scenario meets a steady backend.
  if (this.usesBrowser) markShaky(this);
});
