import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { Actor } from '../support/actors/Actor';
import { cutOffTheBackend } from '../support/briefcase/tasks/cutOffTheBackend';
import { expireStoredSession } from '../support/interactions/expireStoredSession';
import { endImpersonation, impersonate } from '../support/interactions/impersonate';
import { letTheComputerSleep } from '../support/interactions/letTheComputerSleep';
import { letTimePass } from '../support/interactions/letTimePass';
import { openAddress, reloadThePage } from '../support/interactions/openAddress';
import { selectAccount } from '../support/interactions/selectAccount';
import { haveSignedIn, signIn } from '../support/interactions/signIn';
import { signInWithEmail } from '../support/interactions/signInWithEmail';
import { signOut } from '../support/interactions/signOut';
import { accessibilityViolations } from '../support/questions/accessibility';
import { accountChoices, rememberedAccount, selectedAccount } from '../support/questions/accounts';
import { announcements } from '../support/questions/announcements';
import { contextNotice } from '../support/questions/contextNotice';
import { currentAddress } from '../support/questions/currentScreen';
import { greeting } from '../support/questions/greeting';
import { sidebarOffers } from '../support/questions/sidebarLinks';
import { signInRefusal } from '../support/questions/signInRefusal';
import type { SidekickWorld } from '../support/world';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const SCREENS: Record<string, string> = {
  'the chat workspace': '/',
  'the login screen': '/login',
};

const list = (names: string) =>
  names
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);

// A signed-out visitor is still someone acting: "they" from then on.
Given('nobody is signed in', function (this: SidekickWorld) {
  return this.actorCalled('a visitor').attemptsTo(openAddress('/login'));
});

Given('{actor} is signed in', (actor: Actor) => actor.attemptsTo(haveSignedIn()));
When('{actor} sign(s) in', (actor: Actor) => actor.attemptsTo(signIn()));
When('{actor} sign(s) in with the email {string}', (actor: Actor, email: string) =>
  actor.attemptsTo(signInWithEmail(email)),
);
Then('{actor} (is)(are) refused with {string}', async (actor: Actor, text: string) => {
  assert.equal(await actor.answer(signInRefusal()), text);
});
When('{actor} sign(s) out', (actor: Actor) => actor.attemptsTo(signOut()));
When('{actor} open(s) {string}', (actor: Actor, path: string) => actor.attemptsTo(openAddress(path)));
When('{actor} reload(s) the page', (actor: Actor) => actor.attemptsTo(reloadThePage()));
When('{actor} select(s) the account {string}', (actor: Actor, name: string) =>
  actor.attemptsTo(selectAccount(name)),
);
When('{actor} impersonate(s) {persona}', (actor: Actor, persona: string) =>
  actor.attemptsTo(impersonate(persona)),
);
When('{actor} end(s) the impersonation', (actor: Actor) => actor.attemptsTo(endImpersonation()));

When('the stored session expires', function (this: SidekickWorld) {
  return this.actorInTheSpotlight.attemptsTo(expireStoredSession());
});

When('{int} seconds pass', function (this: SidekickWorld, seconds: number) {
  return this.actorInTheSpotlight.attemptsTo(letTimePass(seconds * 1000));
});

// Days pass as if the computer slept: the clock jumps, no timer runs in between.
When('{int} days and {int} hours pass', function (this: SidekickWorld, days: number, hours: number) {
  return this.actorInTheSpotlight.attemptsTo(letTheComputerSleep(days * DAY + hours * HOUR));
});

When('{int} more hours pass', function (this: SidekickWorld, hours: number) {
  return this.actorInTheSpotlight.attemptsTo(letTheComputerSleep(hours * HOUR));
});

Given('the demo backend stops answering', function (this: SidekickWorld) {
  return this.theDemoBackend.attemptsTo(cutOffTheBackend());
});

// A redirect may still be on its way in a loaded browser: the address is read again for up to 5 s.
Then('{actor} is/are on {screen}', async (actor: Actor, screen: string) => {
  const expected = SCREENS[screen];
  let address = await actor.answer(currentAddress());
  for (let tries = 0; address !== expected && tries < 50; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    address = await actor.answer(currentAddress());
  }
  assert.equal(address, expected);
});

Then('the greeting reads {string}', async function (this: SidekickWorld, text: string) {
  assert.equal(await this.actorInTheSpotlight.answer(greeting()), text);
});

Then('the account choices are {string}', async function (this: SidekickWorld, names: string) {
  assert.deepEqual(await this.actorInTheSpotlight.answer(accountChoices()), list(names));
});

Then('the selected account is {string}', async function (this: SidekickWorld, name: string) {
  assert.equal(await this.actorInTheSpotlight.answer(selectedAccount()), name);
});

Then('no account is selected', async function (this: SidekickWorld) {
  const actor = this.actorInTheSpotlight;
  assert.equal(await actor.answer(selectedAccount()), null);
  assert.equal(await actor.answer(rememberedAccount()), null);
});

Then(
  'an accountsLoaded event announced the accounts {string}',
  async function (this: SidekickWorld, names: string) {
    const announced = await this.actorInTheSpotlight.answer(announcements('accountsLoaded'));
    const last = announced.at(-1) as {
      accounts: { name: string }[];
      source: string;
      timestamp: number;
    };
    assert.ok(last, 'no accountsLoaded event was dispatched');
    assert.deepEqual(
      last.accounts.map((a) => a.name),
      list(names),
    );
    assert.equal(last.source, 'login');
    assert.equal(typeof last.timestamp, 'number');
  },
);

Then(
  'the sidebar {offers} the {string} link',
  async function (this: SidekickWorld, offers: boolean, name: string) {
    assert.equal(await this.actorInTheSpotlight.answer(sidebarOffers(name)), offers);
  },
);

Then('{actor} is/are told {string}', async (actor: Actor, text: string) => {
  assert.equal(await actor.answer(contextNotice()), text);
});

Then('the page has no serious accessibility violations', async function (this: SidekickWorld) {
  assert.deepEqual(await this.actorInTheSpotlight.answer(accessibilityViolations()), []);
});
