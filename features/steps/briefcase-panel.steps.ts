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

/** Opens the briefcase of the chat with that summary. */
When('they open the briefcase of {string}', function (this: SidekickWorld, summary: string) {
  return this.actorInTheSpotlight.attemptsTo(openTheBriefcaseOf(summary));
});

/** Types the text into the briefcase's file search. */
When('they search for {string}', function (this: SidekickWorld, query: string) {
  return this.actorInTheSpotlight.attemptsTo(searchTheFiles(query));
});

/** Makes the page announce the event closeBriefcase or resetChat, as another part of the page would. */
When('the page announces {word}', function (this: SidekickWorld, event: string) {
  assert.ok(event === 'closeBriefcase' || event === 'resetChat', `unknown event ${event}`);
  return this.actorInTheSpotlight.attemptsTo(announce(event));
});

/** Drags the briefcase's edge to make it as wide ("widen") or as narrow ("narrow") as it goes. */
When(/^they (widen|narrow) the briefcase as far as it goes$/, function (this: SidekickWorld, way: string) {
  return this.actorInTheSpotlight.attemptsTo(resizeTheBriefcase(way as 'widen' | 'narrow'));
});

/** Checks that the briefcase is closed. */
Then('the briefcase is closed', async function (this: SidekickWorld) {
  assert.equal(await this.actorInTheSpotlight.answer(whetherTheBriefcaseIsOpen()), false);
});

/** Checks that the briefcase's file search is empty. */
Then('its search is empty', async function (this: SidekickWorld) {
  assert.equal(await this.actorInTheSpotlight.answer(theFileSearch()), '');
});

/** Checks the briefcase's width in pixels. */
Then('the briefcase is {int} px wide', async function (this: SidekickWorld, px: number) {
  const { panel } = await this.actorInTheSpotlight.answer(theBriefcaseWidth());
  assertPanelWidth(panel, px, `the briefcase is ${panel} px wide`);
});

/** Checks the briefcase's width as a share of the window's, in percent. */
Then('the briefcase is {int}% of the window wide', async function (this: SidekickWorld, percent: number) {
  const { panel, window } = await this.actorInTheSpotlight.answer(theBriefcaseWidth());
  assertPanelWidth(panel, shareOfTheWindow(window, percent), `the briefcase is ${panel} px wide`);
});
