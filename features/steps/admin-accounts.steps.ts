import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { adminAccountsOf } from '../support/admin/ability';
import { lookAgainUntil } from '../support/look-again';
import { list } from '../support/step-lists';
import type { SidekickWorld } from '../support/world';

// Accounts.

When('they create the account {string}', async function (this: SidekickWorld, name: string) {
  await adminAccountsOf(this).createAccount(name);
});

When('they open the account admins of {string}', async function (this: SidekickWorld, account: string) {
  await adminAccountsOf(this).openAccountAdmins(account);
});

Then('the account users listed are {string}', async function (this: SidekickWorld, emails: string) {
  const wanted = list(emails);
  const seen = await lookAgainUntil(
    this,
    () => adminAccountsOf(this).accountUsers(),
    (users) => users.join() === wanted.join(),
  );
  assert.deepEqual(seen, wanted);
});

Then('Add Admin {offers} {string}', async function (this: SidekickWorld, offers: boolean, email: string) {
  const offered = await adminAccountsOf(this).adminCandidates();
  assert.equal(offered.includes(email), offers, offered.join(', '));
  await adminAccountsOf(this).cancelAddAdmin();
});

When('they add {string} as an admin', async function (this: SidekickWorld, email: string) {
  await adminAccountsOf(this).addAdmin(email);
});

When('they add nobody as an admin', async function (this: SidekickWorld) {
  await adminAccountsOf(this).addAdmin(null);
});

Then('the account admins say {string}', async function (this: SidekickWorld, text: string) {
  assert.equal(await adminAccountsOf(this).adminsNotice(), text);
});

When('they open the settings of {string}', async function (this: SidekickWorld, account: string) {
  await adminAccountsOf(this).openAccountSettings(account);
});

When('they set {string} to {string}', async function (this: SidekickWorld, key: string, value: string) {
  await adminAccountsOf(this).saveSetting(key, value);
});

Then('the setting {string} holds {string}', async function (this: SidekickWorld, key: string, value: string) {
  const held = await lookAgainUntil(
    this,
    () => adminAccountsOf(this).settingValue(key),
    (seen) => seen === value,
  );
  assert.equal(held, value);
});
