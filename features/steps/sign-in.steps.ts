import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
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

Given('nobody is signed in', async function (this: SidekickWorld) {
  await this.driver.open('/login');
});

Given('{persona} is signed in', async function (this: SidekickWorld, persona: string) {
  this.persona = persona;
  await this.driver.signInAs(persona);
});

When('{persona} signs in', async function (this: SidekickWorld, persona: string) {
  this.persona = persona;
  await this.driver.signInAs(persona);
});

When('they sign out', async function (this: SidekickWorld) {
  await this.driver.signOut();
});

When('they open {string}', async function (this: SidekickWorld, path: string) {
  await this.driver.open(path);
});

When('they reload the page', async function (this: SidekickWorld) {
  await this.driver.reload();
});

When('the stored session expires', async function (this: SidekickWorld) {
  await this.driver.expireStoredSession();
});

When('{int} days and {int} hours pass', async function (this: SidekickWorld, days: number, hours: number) {
  this.viewModels.clock.jump(days * DAY + hours * HOUR);
});

When('{int} more hours pass', async function (this: SidekickWorld, hours: number) {
  this.viewModels.clock.jump(hours * HOUR);
});

When('{int} seconds pass', async function (this: SidekickWorld, seconds: number) {
  await this.driver.wait(seconds * 1000);
});

Then('they are on {screen}', async function (this: SidekickWorld, screen: string) {
  assert.equal(await this.driver.currentPath(), SCREENS[screen]);
});

Then('the greeting reads {string}', async function (this: SidekickWorld, greeting: string) {
  assert.equal(await this.driver.greeting(), greeting);
});

Then('the account choices are {string}', async function (this: SidekickWorld, names: string) {
  assert.deepEqual(await this.driver.accountChoices(), list(names));
});

When('they select the account {string}', async function (this: SidekickWorld, name: string) {
  await this.driver.selectAccount(name);
});

Then('the selected account is {string}', async function (this: SidekickWorld, name: string) {
  assert.equal(await this.driver.selectedAccount(), name);
});

Then('no account is selected', async function (this: SidekickWorld) {
  assert.equal(await this.driver.selectedAccount(), null);
  if (!this.usesBrowser) assert.equal(this.viewModels.storage.loadSelectedAccountId(), null);
});

Then(
  'an accountsLoaded event announced the accounts {string}',
  async function (this: SidekickWorld, names: string) {
    const announced = this.viewModels.events.filter((e) => e.name === 'accountsLoaded');
    const last = announced.at(-1)?.detail as {
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
    assert.equal(await this.driver.hasSidebarLink(name), offers);
  },
);

Given('the demo backend stops answering', function (this: SidekickWorld) {
  this.viewModels.backendDown = true;
});

Then('they are told {string}', async function (this: SidekickWorld, text: string) {
  assert.equal(await this.driver.contextNotice(), text);
});

When('they impersonate {persona}', async function (this: SidekickWorld, persona: string) {
  await this.viewModels.impersonate(persona);
});

When('they end the impersonation', async function (this: SidekickWorld) {
  await this.viewModels.endImpersonation();
});

Then('the page has no serious accessibility violations', async function (this: SidekickWorld) {
  if (!this.usesBrowser) return;
  assert.deepEqual(await this.browser.accessibilityViolations(), []);
});
