import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { theBriefcaseToggle } from '../support/briefcase/words/theBriefcaseToggle';
import { theFileSearchInvite } from '../support/briefcase/words/theFileSearchInvite';
import type { SidekickWorld } from '../support/world';

// The briefcase's own words (spec 1 §2 "Input area", "Briefcase side panel").

/** Checks the briefcase button's words, exactly. */
Then('the briefcase button reads {string}', async function (this: SidekickWorld, words: string) {
  assert.equal(await this.actorInTheSpotlight.answer(theBriefcaseToggle()), words);
});

/** Checks the placeholder of the briefcase's file search, exactly. */
Then('the briefcase search invites {string}', async function (this: SidekickWorld, invite: string) {
  assert.equal(await this.actorInTheSpotlight.answer(theFileSearchInvite()), invite);
});
