import assert from 'node:assert/strict';
import { type DataTable, Then, When } from '@cucumber/cucumber';
import { theRolesOfferedToAllowedUsers } from '../support/admin/questions/theRolesOfferedToAllowedUsers';
import { whetherTheAssignmentIsEnabled } from '../support/admin/questions/whetherTheAssignmentIsEnabled';
import { whetherTheFieldIsMasked } from '../support/admin/questions/whetherTheFieldIsMasked';
import { whetherThePermissionIsEditable } from '../support/admin/questions/whetherThePermissionIsEditable';
import { whetherTheyMayDeleteTheRole } from '../support/admin/questions/whetherTheyMayDeleteTheRole';
import { allowAUser } from '../support/admin/tasks/allowAUser';
import { createAPermission } from '../support/admin/tasks/createAPermission';
import { createARole } from '../support/admin/tasks/createARole';
import { exportTheAudienceData } from '../support/admin/tasks/exportTheAudienceData';
import { saveTheChannel } from '../support/admin/tasks/saveTheChannel';
import { startAChannel } from '../support/admin/tasks/startAChannel';
import { toggleTheAssignment } from '../support/admin/tasks/toggleTheAssignment';
import { lookAgainUntil } from '../support/look-again';
import { list } from '../support/step-lists';
import type { SidekickWorld } from '../support/world';

// Roles and permissions.

When(
  'they create the role {string} granting {string}',
  async function (this: SidekickWorld, name: string, keys: string) {
    await this.actorInTheSpotlight.attemptsTo(createARole(name, list(keys)));
  },
);

Then(
  /^the role "([^"]+)" (can|cannot) be deleted$/,
  async function (this: SidekickWorld, name: string, how: string) {
    assert.equal(await this.actorInTheSpotlight.answer(whetherTheyMayDeleteTheRole(name)), how === 'can');
  },
);

Then(
  /^the permission "([^"]+)" (can|cannot) be edited$/,
  async function (this: SidekickWorld, key: string, how: string) {
    assert.equal(await this.actorInTheSpotlight.answer(whetherThePermissionIsEditable(key)), how === 'can');
  },
);

When(
  'they add the permission {string} named {string}',
  async function (this: SidekickWorld, key: string, name: string) {
    await this.actorInTheSpotlight.attemptsTo(createAPermission(key, name));
  },
);

// Allowed users.

When(
  'they allow {string} as {string} in {string}',
  async function (this: SidekickWorld, email: string, role: string, account: string) {
    await this.actorInTheSpotlight.attemptsTo(allowAUser(email, role, account));
  },
);

Then(
  /^the allowed roles offered (include|do not include) "([^"]+)"$/,
  async function (this: SidekickWorld, how: string, role: string) {
    assert.equal(
      (await this.actorInTheSpotlight.answer(theRolesOfferedToAllowedUsers())).includes(role),
      how === 'include',
    );
  },
);

// Channels and export.

When('they start a channel of the type {string}', async function (this: SidekickWorld, type: string) {
  await this.actorInTheSpotlight.attemptsTo(startAChannel(type));
});

Then(
  /^the field "([^"]+)" is (masked|not masked)$/,
  async function (this: SidekickWorld, label: string, how: string) {
    assert.equal(await this.actorInTheSpotlight.answer(whetherTheFieldIsMasked(label)), how === 'masked');
  },
);

When('they save it as {string} with:', async function (this: SidekickWorld, name: string, table: DataTable) {
  await this.actorInTheSpotlight.attemptsTo(
    saveTheChannel(name, Object.fromEntries(table.raw() as [string, string][])),
  );
});

When(
  'they switch {string} for {string}',
  async function (this: SidekickWorld, channel: string, account: string) {
    await this.actorInTheSpotlight.attemptsTo(toggleTheAssignment(channel, account));
  },
);

Then(
  /^"([^"]+)" is (enabled|disabled) for "([^"]+)"$/,
  async function (this: SidekickWorld, channel: string, state: string, account: string) {
    const wanted = state === 'enabled';
    const seen = await lookAgainUntil(
      this,
      () => this.actorInTheSpotlight.answer(whetherTheAssignmentIsEnabled(channel, account)),
      (enabled) => enabled === wanted,
    );
    assert.equal(seen, wanted);
  },
);

When('they export the audience data', async function (this: SidekickWorld) {
  await this.actorInTheSpotlight.attemptsTo(exportTheAudienceData());
});

/** `<timestamp>` in a file name: an ISO instant with its colons and dot made dashes. */
const TIMESTAMP_IN_A_NAME = String.raw`\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z`;

Then('the file saved is named like {string}', function (this: SidekickWorld, pattern: string) {
  const [before = '', after = ''] = pattern.split('<timestamp>');
  const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  assert.match(
    this.actorInTheSpotlight.recall<string>('file saved'),
    new RegExp(`^${literally(before)}${TIMESTAMP_IN_A_NAME}${literally(after)}$`),
  );
});
