import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { collapseSidebar } from '../support/interactions/collapseSidebar';
import { switchUiMode } from '../support/interactions/switchUiMode';
import { newSidebarItems, newSidebarItemsWithIcons } from '../support/questions/newSidebarItems';
import { sidebarCollapsed } from '../support/questions/sidebarCollapsed';
import { theWelcomeLinks } from '../support/questions/welcomeLinks';
import type { SidekickWorld } from '../support/world';

const list = (text: string) => text.split(',').map((item) => item.trim());

/** Switches the page to that look ("New UI" …). */
When('they switch to the {string}', function (this: SidekickWorld, mode: string) {
  return this.actorInTheSpotlight.attemptsTo(switchUiMode(mode));
});

/** Collapses the sidebar with its button. */
When('they collapse the sidebar', function (this: SidekickWorld) {
  return this.actorInTheSpotlight.attemptsTo(collapseSidebar());
});

/** Checks that the sidebar is collapsed. */
Then('the sidebar is collapsed', async function (this: SidekickWorld) {
  assert.equal(await this.actorInTheSpotlight.answer(sidebarCollapsed()), true);
});

/** Checks the items of the new sidebar, in order, written "Chat, Campaigns". */
Then('the sidebar offers {string}', async function (this: SidekickWorld, items: string) {
  assert.deepEqual(await this.actorInTheSpotlight.answer(newSidebarItems()), list(items));
});

/** Checks the sidebar items that show an icon, in order: every item should, written "Chat, Campaigns". */
Then(
  'every item of the sidebar shows its icon: {string}',
  async function (this: SidekickWorld, items: string) {
    assert.deepEqual(await this.actorInTheSpotlight.answer(newSidebarItemsWithIcons()), list(items));
  },
);

/** Checks the two links the welcome screen offers, in order. */
Then(
  'the welcome screen offers {string} and {string}',
  async function (this: SidekickWorld, first: string, second: string) {
    assert.deepEqual(await this.actorInTheSpotlight.answer(theWelcomeLinks()), [first, second]);
  },
);
