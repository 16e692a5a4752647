import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import {
  theHeadingsShown,
  theSearchBoxes,
  whereTheLinkLeads,
  whetherTheButtonShows,
} from '../support/page-copy/theControlsShown';
import type { SidekickWorld } from '../support/world';

// Copy only a page draws (headings, buttons, links, placeholders): for @browser-only scenarios.

/** Checks that the open page has a heading reading exactly that ("Create New Campaign"). Page only. */
Then('the page is headed {string}', async function (this: SidekickWorld, heading: string) {
  const headings = await this.actorInTheSpotlight.answer(theHeadingsShown());
  assert.ok(headings.includes(heading), `The headings are: ${headings.join(' | ')}`);
});

/** Checks that the open page offers a button named exactly that ("Create Campaign"). Page only. */
Then('the page offers the button {string}', async function (this: SidekickWorld, name: string) {
  assert.equal(await this.actorInTheSpotlight.answer(whetherTheButtonShows(name)), true);
});

/** Checks that the open page's link of exactly that name leads to that address ("/campaign/new"). Page only. */
Then(
  'the link {string} leads to {string}',
  async function (this: SidekickWorld, name: string, address: string) {
    assert.equal(await this.actorInTheSpotlight.answer(whereTheLinkLeads(name)), address);
  },
);

/** Checks that the open page has a search box with that placeholder ("Search campaigns..."). Page only. */
Then('the page has a search box {string}', async function (this: SidekickWorld, placeholder: string) {
  const boxes = await this.actorInTheSpotlight.answer(theSearchBoxes());
  assert.ok(boxes.includes(placeholder), `The search boxes read: ${boxes.join(' | ')}`);
});
