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

When('{actor} open(s) Account Administration', (actor: Actor) =>
  actor.attemptsTo(openAccountAdministration()),
);

When('{actor} add(s) {string} to the account as {string}', (actor: Actor, email: string, role: string) =>
  actor.attemptsTo(addToTheAccount(email, role as AccountRole)),
);

When('{actor} press(es) {string} for {string}', (actor: Actor, label: string, email: string) =>
  actor.attemptsTo(pressForMember(label, email)),
);

When('{actor} open(s) the account settings', (actor: Actor) => actor.attemptsTo(openAccountSettings()));

When(
  '{actor} add(s) the account setting {string} with {string}',
  (actor: Actor, key: string, value: string) => actor.attemptsTo(addAccountSetting(key, value)),
);

Then(
  '{actor} see(s) {string} in the account as {string}',
  async (actor: Actor, email: string, role: string) => {
    const members = await actor.answer(accountMembers());
    assert.equal(members.find((member) => member.email === email)?.role, role, JSON.stringify(members));
  },
);

Then('{actor} no longer see(s) {string} in the account', async (actor: Actor, email: string) => {
  const members = await actor.answer(accountMembers());
  assert.ok(!members.some((member) => member.email === email), JSON.stringify(members));
});

Then(
  'Account Administration says {string}',
  async function (this: { actorInTheSpotlight: Actor }, text: string) {
    assert.equal(await this.actorInTheSpotlight.answer(accountAdminSays()), text);
  },
);

Then(
  'the account setting {string} holds {string}',
  async function (this: { actorInTheSpotlight: Actor }, key: string, value: string) {
    assert.equal(await this.actorInTheSpotlight.answer(accountSetting(key)), value);
  },
);
