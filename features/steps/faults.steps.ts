import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { DEMO_API_KEY } from '../../mock-server/config';
import type { Actor } from '../support/actors/Actor';
import { failOrDelayOneAnswerInFour } from '../support/faults/failOrDelayOneAnswerInFour';
import { markShaky } from '../support/faults/faultMode';
import { theJourneyMet, tryUntilItWorks } from '../support/faults/journey';
import {
  openingTheCampaign,
  openingTheCampaigns,
  openingTheChat,
  sending,
  signingIn,
} from '../support/faults/journey-legs';
import { isASpecErrorText } from '../support/faults/spec-error-texts';
import { theAlertsShown } from '../support/faults/theAlertsShown';
import type { SidekickWorld } from '../support/world';

/** Fault mode belongs to the mock server: these scenarios are tagged @browser-only. */
Given('the demo backend fails or delays one answer in four', async function (this: SidekickWorld) {
  markShaky(this);
  await this.theDemoBackend.attemptsTo(failOrDelayOneAnswerInFour());
});

/**
 * Sets the demo's faults to that share of calls (0, 10 or 30), as the presenter's panel does, at
 * both levels, drawn from the scenario's seed: the same calls fail at every run of the scenario
 * (fault mode draws them from the seed, the route and its call count).
 */
Given(
  'the demo fails {int}% of its calls, drawn from the seed {string}',
  async function (this: SidekickWorld, percent: number, seed: string) {
    if (this.usesBrowser) markShaky(this);
    const response = await this.app.callDemoBackend('/api/demo/settings', {
      method: 'PUT',
      headers: { 'x-api-key': DEMO_API_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ faults: percent / 100, faultSeed: seed }),
    });
    assert.ok(response.ok, `The demo's faults could not be set: ${response.status} ${await response.text()}`);
  },
);

/** Signs in with the persona's email, again after each refusal, until it works (fault mode). */
When('{actor} sign(s) in, trying again until it works', function (this: SidekickWorld, actor: Actor) {
  return tryUntilItWorks(this, actor, signingIn(actor.name));
});

/** Opens that chat from the sidebar, again after each failure, until its history shows (fault mode). */
When(
  '{actor} open(s) the chat {string}, trying again until it works',
  function (this: SidekickWorld, actor: Actor, summary: string) {
    return tryUntilItWorks(this, actor, openingTheChat(summary));
  },
);

/** Sends the text, again after each error the chat shows, until it goes out (fault mode). */
When(
  '{actor} send(s) {string}, trying again until it works',
  function (this: SidekickWorld, actor: Actor, text: string) {
    return tryUntilItWorks(this, actor, sending(text));
  },
);

/** Opens /campaigns, again after each warning, until the list shows (fault mode). */
When(
  '{actor} open(s) the campaigns, trying again until it works',
  function (this: SidekickWorld, actor: Actor) {
    return tryUntilItWorks(this, actor, openingTheCampaigns());
  },
);

/** Opens the campaign page at that address, again after each problem it shows, until it shows the campaign (fault mode). */
When(
  '{actor} open(s) the campaign page {string}, trying again until it works',
  function (this: SidekickWorld, actor: Actor, address: string) {
    return tryUntilItWorks(this, actor, openingTheCampaign(address));
  },
);

/**
 * Checks every error text the user met on the way ("…, trying again until it works") against the
 * error catalogues of spec 1 §8 and spec 2 §8, exactly (placeholders filled by anything): one text
 * outside them fails, and so does a journey none of whose tries failed (it proved nothing).
 */
Then("the page showed only the spec's error texts", function (this: SidekickWorld) {
  const met = theJourneyMet(this);
  assert.ok(met.failedTries > 0, 'The journey met no failure: fault mode failed none of its tries');
  const strangers = met.errors.filter(({ text }) => !isASpecErrorText(text));
  assert.deepEqual(strangers, [], "Texts that are not the spec's error texts were shown");
});

/** Checks that the page shows no error alert (browser level only). */
Then('no error is shown', async function (this: SidekickWorld) {
  assert.deepEqual(await this.actorInTheSpotlight.answer(theAlertsShown()), []);
});
