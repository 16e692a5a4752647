import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { theStatusPage } from '../support/orchestration/questions/theStatusPage';
import type { SidekickWorld } from '../support/world';

/** Checks that the status page's orchestrations name the time zone the browser runs in ("Timezone: Europe/Paris"). */
Then("the status page names the browser's time zone", async function (this: SidekickWorld) {
  // The page and the scenario run on the same machine, so they share its time zone.
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  const shown = await this.actorInTheSpotlight.answer(theStatusPage());
  assert.ok(shown.includes(`Timezone: ${zone}`), `The status page shows:\n${shown}`);
});
