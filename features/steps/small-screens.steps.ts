import assert from 'node:assert/strict';
import { type DataTable, Given, Then, When } from '@cucumber/cucumber';
import type { Actor } from '../support/actors/Actor';
import type { Interaction } from '../support/interactions/Interaction';
import type { Device } from '../support/small-screens/devices';
import { sidewaysScroll } from '../support/small-screens/questions/sidewaysScroll';
import { theBriefcaseSheet } from '../support/small-screens/questions/theBriefcaseSheet';
import { theCurrentPageInTheDrawer } from '../support/small-screens/questions/theCurrentPageInTheDrawer';
import { theDrawer } from '../support/small-screens/questions/theDrawer';
import { theListCards } from '../support/small-screens/questions/theListCards';
import { theListRowsOnALaptop } from '../support/small-screens/questions/theListRowsOnALaptop';
import { wcag22Violations } from '../support/small-screens/questions/wcag22Violations';
import { chooseTheAdminTab } from '../support/small-screens/tasks/chooseTheAdminTab';
import { closeTheDrawer, type DrawerDismissal } from '../support/small-screens/tasks/closeTheDrawer';
import { followADrawerLink } from '../support/small-screens/tasks/followADrawerLink';
import { goTo } from '../support/small-screens/tasks/goTo';
import { holdADevice } from '../support/small-screens/tasks/holdADevice';
import { openTheDrawer } from '../support/small-screens/tasks/openTheDrawer';
import { attachByTouch } from '../support/small-screens/touch/attachByTouch';
import { closeTheBriefcase, type SheetDismissal } from '../support/small-screens/touch/closeTheBriefcase';
import { openTheCampaignByTouch } from '../support/small-screens/touch/openTheCampaignByTouch';
import { sendByTouch } from '../support/small-screens/touch/sendByTouch';
import { showTheBriefcaseByTouch } from '../support/small-screens/touch/showTheBriefcaseByTouch';
import { signInByTouch } from '../support/small-screens/touch/signInByTouch';
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

Given('{actor} holds a {device}', (actor: Actor, device: Device) => actor.attemptsTo(holdADevice(device)));
When('{actor} open(s) the sidebar drawer', (actor: Actor) => actor.attemptsTo(openTheDrawer()));
When('{actor} close(s) the drawer {dismissal}', (actor: Actor, how: DrawerDismissal) =>
  actor.attemptsTo(closeTheDrawer(how)),
);
When("{actor} follow(s) the drawer's {string} link", (actor: Actor, name: string) =>
  actor.attemptsTo(followADrawerLink(name)),
);

// By touch: taps, in a scenario tagged @touch (its browser has a touch screen).
When('{actor} sign(s) in by touch', (actor: Actor) => actor.attemptsTo(signInByTouch()));
When('{actor} attach(es) {string} by touch', (actor: Actor, fixture: string) =>
  actor.attemptsTo(attachByTouch(fixture)),
);
When('{actor} send(s) {string} by touch', (actor: Actor, text: string) =>
  actor.attemptsTo(sendByTouch(text)),
);
When('{actor} open(s) the campaign {string} by touch', (actor: Actor, name: string) =>
  actor.attemptsTo(openTheCampaignByTouch(name)),
);
When('{actor} open(s) a chat with a result', (actor: Actor) =>
  actor.attemptsTo(goTo('a chat with a result')),
);
When('{actor} show(s) the briefcase by touch', (actor: Actor) => actor.attemptsTo(showTheBriefcaseByTouch()));
When('{actor} close(s) the briefcase {sheetDismissal}', (actor: Actor, how: SheetDismissal) =>
  actor.attemptsTo(closeTheBriefcase(how)),
);

Then('the briefcase fills the screen with the focus inside it', async function (this: SidekickWorld) {
  assert.deepEqual(await this.actorInTheSpotlight.answer(theBriefcaseSheet()), {
    open: true,
    fillsTheScreen: true,
    focusInside: true,
    focusOutsideOn: null,
  });
});

Then(
  'the briefcase is closed with the focus back on {string}',
  async function (this: SidekickWorld, name: string) {
    assert.deepEqual(await this.actorInTheSpotlight.answer(theBriefcaseSheet()), {
      open: false,
      fillsTheScreen: false,
      focusInside: false,
      focusOutsideOn: name,
    });
  },
);

Then(
  'every row of the list is a card with the controls its row has on a laptop',
  async function (this: SidekickWorld) {
    const onThePhone = await this.actorInTheSpotlight.answer(theListCards());
    const onALaptop = await this.actorInTheSpotlight.answer(theListRowsOnALaptop());
    assert.ok(onThePhone.length > 0, 'the list shows no rows');
    assert.deepEqual(
      onThePhone,
      onALaptop.map((row) => ({ card: true, controls: row.controls })),
    );
    assert.ok(
      onALaptop.every((row) => !row.card),
      'on a laptop the rows are cards too',
    );
  },
);

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

Then('the drawer marks {string} as the current page', async function (this: SidekickWorld, name: string) {
  assert.equal(await this.actorInTheSpotlight.answer(theCurrentPageInTheDrawer()), name);
});

Then(
  'none of these places scrolls the page sideways or breaks WCAG 2.2 seriously:',
  { timeout: PAGES_TIMEOUT },
  async function (this: SidekickWorld, places: DataTable) {
    assert.deepEqual(await misfits(this.actorInTheSpotlight, places.raw().flat(), goTo), {});
  },
);

Then(
  'none of these admin tabs scrolls the page sideways or breaks WCAG 2.2 seriously:',
  { timeout: PAGES_TIMEOUT },
  async function (this: SidekickWorld, tabs: DataTable) {
    assert.deepEqual(await misfits(this.actorInTheSpotlight, tabs.raw().flat(), chooseTheAdminTab), {});
  },
);
