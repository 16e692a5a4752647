import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { startImpersonating } from '../support/admin/tasks/startImpersonating';
import { announcements } from '../support/questions/announcements';
import type { SidekickWorld } from '../support/world';

/** Presses Impersonate on the user's row (by email) and goes on at once: the delays that follow are left to "N ms pass". */
When('they start impersonating {string}', async function (this: SidekickWorld, email: string) {
  await this.actorInTheSpotlight.attemptsTo(startImpersonating(email));
});

/** Checks how many accountsLoaded events the page has announced since the scenario began, exactly. */
Then(
  'the page has announced accountsLoaded {int} time(s)',
  async function (this: SidekickWorld, times: number) {
    assert.equal((await this.actorInTheSpotlight.answer(announcements('accountsLoaded'))).length, times);
  },
);
