import assert from 'node:assert/strict';
import { type DataTable, Given, Then, When } from '@cucumber/cucumber';
import type { Actor } from '../support/actors/Actor';
import type { Interaction } from '../support/interactions/Interaction';
import type { Device } from '../support/small-screens/devices';
import { sidewaysScroll } from '../support/small-screens/questions/sidewaysScroll';
import { theCurrentPageInTheDrawer } from '../support/small-screens/questions/theCurrentPageInTheDrawer';
import { theDrawer } from '../support/small-screens/questions/theDrawer';
import { wcag22Violations } from '../support/small-screens/questions/wcag22Violations';
import { chooseTheAdminTab } from '../support/small-screens/tasks/chooseTheAdminTab';
import { closeTheDrawer, type DrawerDismissal } from '../support/small-screens/tasks/closeTheDrawer';
import { followADrawerLink } from '../support/small-screens/tasks/followADrawerLink';
import { goTo } from '../support/small-screens/tasks/goTo';
import { holdADevice } from '../support/small-screens/tasks/holdADevice';
import { openTheDrawer } from '../support/small-screens/tasks/openTheDrawer';
import type { SidekickWorld } from '../support/world';

/** A page load and an axe-core run per place, up to eight places, on a busy machine. */
const PAGES_TIMEOUT = 240_000;

/** Each place in turn: what does not fit the screen's width, or breaks WCAG 2.2 seriously, by place. */
async function misfits(actor: Actor, places: string[], getThere: (place: string) => Interaction) {
  const found: Record<string, { scrollsSideways: number; violations: string[] }> = {};
  for (const place of places) {
    await actor.attemptsTo(getThere(place));
    const scrollsSideways = await actor.answer(sidewaysScroll());
    const violations = await actor.answer(wcag22Violations());
    if (scrollsSideways > 0 || violations.length > 0) found[place] = { scrollsSideways, violations };
  }
  return found;
}

/** Sets the scene: the persona uses a "tablet (820 × 1180)" or a "phone (390 × 844)" (browser level only, as every step of small screens). */
Given('{actor} holds a {device}', (actor: Actor, device: Device) => actor.attemptsTo(holdADevice(device)));
/** Opens the sidebar as a drawer with the menu button (browser level only). */
When('{actor} open(s) the sidebar drawer', (actor: Actor) => actor.attemptsTo(openTheDrawer()));
/** Closes the drawer "with Escape" or "by tapping beside it" (browser level only). */
When('{actor} close(s) the drawer {dismissal}', (actor: Actor, how: DrawerDismissal) =>
  actor.attemptsTo(closeTheDrawer(how)),
);
/** Follows the drawer's link with that name (browser level only). */
When("{actor} follow(s) the drawer's {string} link", (actor: Actor, name: string) =>
  actor.attemptsTo(followADrawerLink(name)),
);

/** Checks that the drawer is open, its menu button expanded, the focus inside it and the rest of the screen inert (browser level only). */
Then(
  'the drawer is open with the focus inside it and the screen beside it inert',
  async function (this: SidekickWorld) {
    assert.deepEqual(await this.actorInTheSpotlight.answer(theDrawer()), {
      open: true,
      menuExpanded: true,
      focusInTheDrawer: true,
      screenInert: true,
    });
  },
);

/** Checks that the drawer is closed, its menu button collapsed and the screen usable again (browser level only). */
Then('the drawer is closed', async function (this: SidekickWorld) {
  const drawer = await this.actorInTheSpotlight.answer(theDrawer());
  assert.deepEqual(
    { ...drawer, focusInTheDrawer: false },
    {
      open: false,
      menuExpanded: false,
      focusInTheDrawer: false,
      screenInert: false,
    },
  );
});

/** Checks the link the drawer marks as the current page (browser level only). */
Then('the drawer marks {string} as the current page', async function (this: SidekickWorld, name: string) {
  assert.equal(await this.actorInTheSpotlight.answer(theCurrentPageInTheDrawer()), name);
});

/** Opens each place listed and checks that none scrolls sideways or has a serious WCAG 2.2 violation; a table of one column of addresses, without a heading (browser level only). */
Then(
  'none of these places scrolls the page sideways or breaks WCAG 2.2 seriously:',
  { timeout: PAGES_TIMEOUT },
  async function (this: SidekickWorld, places: DataTable) {
    assert.deepEqual(await misfits(this.actorInTheSpotlight, places.raw().flat(), goTo), {});
  },
);

/** Opens each admin tab listed and checks that none scrolls sideways or has a serious WCAG 2.2 violation; a table of one column of tab names, without a heading (browser level only). */
Then(
  'none of these admin tabs scrolls the page sideways or breaks WCAG 2.2 seriously:',
  { timeout: PAGES_TIMEOUT },
  async function (this: SidekickWorld, tabs: DataTable) {
    assert.deepEqual(await misfits(this.actorInTheSpotlight, tabs.raw().flat(), chooseTheAdminTab), {});
  },
);
