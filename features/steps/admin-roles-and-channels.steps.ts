import assert from 'node:assert/strict';
import { type DataTable, Then, When } from '@cucumber/cucumber';
import { theRolesOfferedToAllowedUsers } from '../support/admin/questions/theRolesOfferedToAllowedUsers';
import { whetherTheAssignmentIsEnabled } from '../support/admin/questions/whetherTheAssignmentIsEnabled';
import { whetherTheFieldIsMasked } from '../support/admin/questions/whetherTheFieldIsMasked';
import { whetherThePermissionIsEditable } from '../support/admin/questions/whetherThePermissionIsEditable';
import { whetherTheyMayDeleteTheRole } from '../support/admin/questions/whetherTheyMayDeleteTheRole';
import { allowAUser } from '../support/admin/tasks/allowAUser';
import { assignTheChannel } from '../support/admin/tasks/assignTheChannel';
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

/** Creates a role with that name on the Roles tab, granting the permissions listed by key, written "can_send_message, can_approve". */
When(
  'they create the role {string} granting {string}',
  async function (this: SidekickWorld, name: string, keys: string) {
    await this.actorInTheSpotlight.attemptsTo(createARole(name, list(keys)));
  },
);

/** Checks whether the Roles tab lets that role be deleted ("can" or "cannot"). */
Then(
  /^the role "([^"]+)" (can|cannot) be deleted$/,
  async function (this: SidekickWorld, name: string, how: string) {
    assert.equal(await this.actorInTheSpotlight.answer(whetherTheyMayDeleteTheRole(name)), how === 'can');
  },
);

/** Checks whether the Permissions tab lets that permission be edited ("can" or "cannot"). */
Then(
  /^the permission "([^"]+)" (can|cannot) be edited$/,
  async function (this: SidekickWorld, key: string, how: string) {
    assert.equal(await this.actorInTheSpotlight.answer(whetherThePermissionIsEditable(key)), how === 'can');
  },
);

/** Adds a permission with that key and display name on the Permissions tab. */
When(
  'they add the permission {string} named {string}',
  async function (this: SidekickWorld, key: string, name: string) {
    await this.actorInTheSpotlight.attemptsTo(createAPermission(key, name));
  },
);

// Allowed users.

/** Allows that email to sign in, with that role, in that account (the Allowed Users tab). */
When(
  'they allow {string} as {string} in {string}',
  async function (this: SidekickWorld, email: string, role: string, account: string) {
    await this.actorInTheSpotlight.attemptsTo(allowAUser(email, role, account));
  },
);

/** Checks whether the roles offered for an allowed user include that role ("include" or "do not include"). */
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

/** Starts a new channel config of that type on the Channel Config tab. */
When('they start a channel of the type {string}', async function (this: SidekickWorld, type: string) {
  await this.actorInTheSpotlight.attemptsTo(startAChannel(type));
});

/** Checks whether the new channel's field with that label hides what is typed ("masked" or "not masked"). */
Then(
  /^the field "([^"]+)" is (masked|not masked)$/,
  async function (this: SidekickWorld, label: string, how: string) {
    assert.equal(await this.actorInTheSpotlight.answer(whetherTheFieldIsMasked(label)), how === 'masked');
  },
);

/** Saves the new channel under that name with the fields of the table; a table of two columns, field label and value, without a heading. */
When('they save it as {string} with:', async function (this: SidekickWorld, name: string, table: DataTable) {
  await this.actorInTheSpotlight.attemptsTo(
    saveTheChannel(name, Object.fromEntries(table.raw() as [string, string][])),
  );
});

/** Gives that channel config to that account with Assign Channel on the Channel Config tab, switched on. */
When(
  'they assign {string} to {string}',
  async function (this: SidekickWorld, channel: string, account: string) {
    await this.actorInTheSpotlight.attemptsTo(assignTheChannel(channel, account));
  },
);

/** Switches the assignment of that channel to that account on or off. */
When(
  'they switch {string} for {string}',
  async function (this: SidekickWorld, channel: string, account: string) {
    await this.actorInTheSpotlight.attemptsTo(toggleTheAssignment(channel, account));
  },
);

/** Checks whether that channel is "enabled" or "disabled" for that account (in Chromium it waits a few seconds). */
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

/** Exports the audience data from the Data Export tab (the file saved is kept for "the file saved is named like"). */
When('they export the audience data', async function (this: SidekickWorld) {
  await this.actorInTheSpotlight.attemptsTo(exportTheAudienceData());
});

/** `<timestamp>` in a file name: an ISO instant with its colons and dot made dashes. */
const TIMESTAMP_IN_A_NAME = String.raw`\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z`;

/** Checks the name of the file the export saved, where <timestamp> stands for the moment of the export. */
Then('the file saved is named like {string}', function (this: SidekickWorld, pattern: string) {
  const [before = '', after = ''] = pattern.split('<timestamp>');
  const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  assert.match(
    this.actorInTheSpotlight.recall<string>('file saved'),
    new RegExp(`^${literally(before)}${TIMESTAMP_IN_A_NAME}${literally(after)}$`),
  );
});
