import { When } from '@cucumber/cucumber';
import { chooseTheTab } from '../support/admin/tasks/chooseTheTab';
import type { SidekickWorld } from '../support/world';

/** Clicks a tab of the open admin dashboard by its label, and goes on at once (the switch takes 50 ms, spec 3 §9). */
When('they choose the tab {string}', async function (this: SidekickWorld, label: string) {
  await this.actorInTheSpotlight.attemptsTo(chooseTheTab(label));
});
