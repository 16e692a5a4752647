import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { whatTheBannerSays } from '../support/admin/questions/whatTheBannerSays';
import { pressEndImpersonation } from '../support/admin/tasks/pressEndImpersonation';
import type { SidekickWorld } from '../support/world';

/** Sets the scene: the persona's impersonation was ended in another tab of theirs; this page still shows it. */
Given(
  "{persona}'s impersonation has been ended in another tab",
  async function (this: SidekickWorld, persona: string) {
    await this.app.seed({ impersonationsEndedBy: [persona] }, { reload: false });
  },
);

/** Presses the banner's End Impersonation, whether the impersonation then ends or not. */
When('they press End Impersonation', async function (this: SidekickWorld) {
  await this.actorInTheSpotlight.attemptsTo(pressEndImpersonation());
});

/** Checks the problem the impersonation banner reports, exactly ('' for none). */
Then('the impersonation banner says {string}', async function (this: SidekickWorld, text: string) {
  assert.equal(await this.actorInTheSpotlight.answer(whatTheBannerSays()), text);
});
