import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import {
  theBriefcaseWidth,
  theFileSearch,
  whetherTheBriefcaseIsOpen,
} from '../support/briefcase/questions/thePanel';
import { announce } from '../support/briefcase/tasks/announce';
import { openTheBriefcaseOf } from '../support/briefcase/tasks/openTheBriefcaseOf';
import { resizeTheBriefcase } from '../support/briefcase/tasks/resizeTheBriefcase';
import { searchTheFiles } from '../support/briefcase/tasks/searchTheFiles';
import { assertPanelWidth, shareOfTheWindow } from '../support/panel-width';
import type { SidekickWorld } from '../support/world';

/* The briefcase as a panel: opened for a chat, searched, closed by the page's events, resized. */

When('they open the briefcase of {string}', function (this: SidekickWorld, summary: string) {
  return this.actorInTheSpotlight.attemptsTo(openTheBriefcaseOf(summary));
});

When('they search for {string}', function (this: SidekickWorld, query: string) {
  return this.actorInTheSpotlight.attemptsTo(searchTheFiles(query));
});

When('the page announces {word}', function (this: SidekickWorld, event: string) {
  assert.ok(event === 'closeBriefcase' || event === 'resetChat', `unknown event ${event}`);
  return this.actorInTheSpotlight.attemptsTo(announce(event));
});

When(/^they (widen|narrow) the briefcase as far as it goes$/, function (this: SidekickWorld, way: string) {
  return this.actorInTheSpotlight.attemptsTo(resizeTheBriefcase(way as 'widen' | 'narrow'));
});

Then('the briefcase is closed', async function (this: SidekickWorld) {
  assert.equal(await this.actorInTheSpotlight.answer(whetherTheBriefcaseIsOpen()), false);
});

Then('its search is empty', async function (this: SidekickWorld) {
  assert.equal(await this.actorInTheSpotlight.answer(theFileSearch()), '');
});

Then('the briefcase is {int} px wide', async function (this: SidekickWorld, px: number) {
  const { panel } = await this.actorInTheSpotlight.answer(theBriefcaseWidth());
  assertPanelWidth(panel, px, `the briefcase is ${panel} px wide`);
});

Then('the briefcase is {int}% of the window wide', async function (this: SidekickWorld, percent: number) {
  const { panel, window } = await this.actorInTheSpotlight.answer(theBriefcaseWidth());
  assertPanelWidth(panel, shareOfTheWindow(window, percent), `the briefcase is ${panel} px wide`);
});
