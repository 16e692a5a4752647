import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type { AccountRole } from '../support/accountAdmin/lines';
import { accountAdminSays, accountMembers, accountSetting } from '../support/accountAdmin/questions';
import {
  addAccountSetting,
  addToTheAccount,
  openAccountAdministration,
  openAccountSettings,
  pressForMember,
} from '../support/accountAdmin/tasks';
import type { Actor } from '../support/actors/Actor';

// An account admin's own administration (spec 3 §6 "Manage users and settings of own account").

/** Opens Account Administration, where an account admin manages the members and settings of their account. */
When('{actor} open(s) Account Administration', (actor: Actor) =>
  actor.attemptsTo(openAccountAdministration()),
);

/** Adds that user (by email) to the account with that role, on Account Administration. */
When('{actor} add(s) {string} to the account as {string}', (actor: Actor, email: string, role: string) =>
  actor.attemptsTo(addToTheAccount(email, role as AccountRole)),
);

/** Presses the button with that label on that member's row (by email) of Account Administration. */
When('{actor} press(es) {string} for {string}', (actor: Actor, label: string, email: string) =>
  actor.attemptsTo(pressForMember(label, email)),
);

/** Opens the account settings of Account Administration. */
When('{actor} open(s) the account settings', (actor: Actor) => actor.attemptsTo(openAccountSettings()));

/** Adds an account setting with that key and value, on Account Administration. */
When(
  '{actor} add(s) the account setting {string} with {string}',
  (actor: Actor, key: string, value: string) => actor.attemptsTo(addAccountSetting(key, value)),
);

/** Checks that Account Administration lists that member (by email) with that role. */
Then(
  '{actor} see(s) {string} in the account as {string}',
  async (actor: Actor, email: string, role: string) => {
    const members = await actor.answer(accountMembers());
    assert.equal(members.find((member) => member.email === email)?.role, role, JSON.stringify(members));
  },
);

/** Checks that Account Administration no longer lists that member (by email). */
Then('{actor} no longer see(s) {string} in the account', async (actor: Actor, email: string) => {
  const members = await actor.answer(accountMembers());
  assert.ok(!members.some((member) => member.email === email), JSON.stringify(members));
});

/** Checks the notice Account Administration shows (a success or error message), exactly. */
Then(
  'Account Administration says {string}',
  async function (this: { actorInTheSpotlight: Actor }, text: string) {
    assert.equal(await this.actorInTheSpotlight.answer(accountAdminSays()), text);
  },
);

/** Checks the value Account Administration shows for that account setting (by key), exactly. */
Then(
  'the account setting {string} holds {string}',
  async function (this: { actorInTheSpotlight: Actor }, key: string, value: string) {
    assert.equal(await this.actorInTheSpotlight.answer(accountSetting(key)), value);
  },
);
