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

When('they create the account {string}', async function (this: SidekickWorld, name: string) {
  await this.actorInTheSpotlight.attemptsTo(createAnAccount(name));
});

When('they open the account admins of {string}', async function (this: SidekickWorld, account: string) {
  await this.actorInTheSpotlight.attemptsTo(openTheAccountAdmins(account));
});

Then('the account users listed are {string}', async function (this: SidekickWorld, emails: string) {
  const wanted = list(emails);
  const seen = await lookAgainUntil(
    this,
    () => this.actorInTheSpotlight.answer(theAccountAdmins()),
    (users) => users.join() === wanted.join(),
  );
  assert.deepEqual(seen, wanted);
});

Then('Add Admin {offers} {string}', async function (this: SidekickWorld, offers: boolean, email: string) {
  const offered = await this.actorInTheSpotlight.answer(theAdminCandidates());
  assert.equal(offered.includes(email), offers, offered.join(', '));
  await this.actorInTheSpotlight.attemptsTo(cancelAddingAnAdmin());
});

When('they add {string} as an admin', async function (this: SidekickWorld, email: string) {
  await this.actorInTheSpotlight.attemptsTo(addAnAccountAdmin(email));
});

When('they add nobody as an admin', async function (this: SidekickWorld) {
  await this.actorInTheSpotlight.attemptsTo(addAnAccountAdmin(null));
});

Then('the account admins say {string}', async function (this: SidekickWorld, text: string) {
  assert.equal(await this.actorInTheSpotlight.answer(whatTheAccountAdminsSay()), text);
});

When('they open the settings of {string}', async function (this: SidekickWorld, account: string) {
  await this.actorInTheSpotlight.attemptsTo(openTheAccountSettings(account));
});

When('they set {string} to {string}', async function (this: SidekickWorld, key: string, value: string) {
  await this.actorInTheSpotlight.attemptsTo(saveTheSetting(key, value));
});

Then('the setting {string} holds {string}', async function (this: SidekickWorld, key: string, value: string) {
  const held = await lookAgainUntil(
    this,
    () => this.actorInTheSpotlight.answer(theSettingValue(key)),
    (seen) => seen === value,
  );
  assert.equal(held, value);
});
