import { When } from '@cucumber/cucumber';
import type { SidekickWorld } from '../support/world';

// The launcher step of the demo's runs, held and let go, so that what waits for it can be watched
// (spec 2 §4.1) without racing the simulated clock.

/** Keeps the launcher step of every run in progress working: it never finishes until "the launcher of the run finishes". */
When('the launcher of the run keeps working', async function (this: SidekickWorld) {
  await this.app.seed({ launchers: 'hold' }, { reload: false });
});

/** Lets the launcher step of every run in progress finish now: the steps that wait for it start now. */
When('the launcher of the run finishes', async function (this: SidekickWorld) {
  await this.app.seed({ launchers: 'finish' }, { reload: false });
});
