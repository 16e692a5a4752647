import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { theAccountAdmins } from '../support/admin/questions/theAccountAdmins';
import { theAdminCandidates } from '../support/admin/questions/theAdminCandidates';
import { theSettingValue } from '../support/admin/questions/theSettingValue';
import { whatTheAccountAdminsSay } from '../support/admin/questions/whatTheAccountAdminsSay';
import { addAnAccountAdmin } from '../support/admin/tasks/addAnAccountAdmin';
import { cancelAddingAnAdmin } from '../support/admin/tasks/cancelAddingAnAdmin';
import { createAnAccount } from '../support/admin/tasks/createAnAccount';
import { openTheAccountAdmins } from '../support/admin/tasks/openTheAccountAdmins';
import { openTheAccountSettings } from '../support/admin/tasks/openTheAccountSettings';
import { saveTheSetting } from '../support/admin/tasks/saveTheSetting';
import { lookAgainUntil } from '../support/look-again';
import { list } from '../support/step-lists';
import type { SidekickWorld } from '../support/world';

// Accounts.

/** Creates an account with that name on the Accounts tab. */
When('they create the account {string}', async function (this: SidekickWorld, name: string) {
  await this.actorInTheSpotlight.attemptsTo(createAnAccount(name));
});

/** Opens the list of admins of that account. */
When('they open the account admins of {string}', async function (this: SidekickWorld, account: string) {
  await this.actorInTheSpotlight.attemptsTo(openTheAccountAdmins(account));
});

/** Checks the users the account's admins list shows, in order, written "a@example.com, b@example.com". */
Then('the account users listed are {string}', async function (this: SidekickWorld, emails: string) {
  const wanted = list(emails);
  const seen = await lookAgainUntil(
    this,
    () => this.actorInTheSpotlight.answer(theAccountAdmins()),
    (users) => users.join() === wanted.join(),
  );
  assert.deepEqual(seen, wanted);
});

/** Opens Add Admin, checks whether it offers that user ("offers" or "does not offer"), and cancels. */
Then('Add Admin {offers} {string}', async function (this: SidekickWorld, offers: boolean, email: string) {
  const offered = await this.actorInTheSpotlight.answer(theAdminCandidates());
  assert.equal(offered.includes(email), offers, offered.join(', '));
  await this.actorInTheSpotlight.attemptsTo(cancelAddingAnAdmin());
});

/** Adds that user (by email) as an admin of the open account. */
When('they add {string} as an admin', async function (this: SidekickWorld, email: string) {
  await this.actorInTheSpotlight.attemptsTo(addAnAccountAdmin(email));
});

/** Presses Add Admin's confirm without choosing anyone. */
When('they add nobody as an admin', async function (this: SidekickWorld) {
  await this.actorInTheSpotlight.attemptsTo(addAnAccountAdmin(null));
});

/** Checks the account admins' notice (a success or error message), exactly. */
Then('the account admins say {string}', async function (this: SidekickWorld, text: string) {
  assert.equal(await this.actorInTheSpotlight.answer(whatTheAccountAdminsSay()), text);
});

/** Opens the settings of that account. */
When('they open the settings of {string}', async function (this: SidekickWorld, account: string) {
  await this.actorInTheSpotlight.attemptsTo(openTheAccountSettings(account));
});

/** Sets that account setting (by key) to that value, and saves. */
When('they set {string} to {string}', async function (this: SidekickWorld, key: string, value: string) {
  await this.actorInTheSpotlight.attemptsTo(saveTheSetting(key, value));
});

/** Checks the value the account setting (by key) holds, exactly (in Chromium it waits a few seconds). */
Then('the setting {string} holds {string}', async function (this: SidekickWorld, key: string, value: string) {
  const held = await lookAgainUntil(
    this,
    () => this.actorInTheSpotlight.answer(theSettingValue(key)),
    (seen) => seen === value,
  );
  assert.equal(held, value);
});
