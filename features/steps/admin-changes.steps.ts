import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { Actor } from '../support/actors/Actor';
import { theChannelAssignments } from '../support/admin/questions/theChannelAssignments';
import { thePermissionCountOf } from '../support/admin/questions/thePermissionCountOf';
import { whatTheExportSays } from '../support/admin/questions/whatTheExportSays';
import { deleteTheChannel } from '../support/admin/tasks/deleteTheChannel';
import { type EditableRow, editAnAdminRow } from '../support/admin/tasks/editAnAdminRow';
import { editTheRole } from '../support/admin/tasks/editTheRole';
import { failTheNextExport } from '../support/admin/tasks/failTheNextExport';
import { removeTheAssignment } from '../support/admin/tasks/removeTheAssignment';
import { lookAgainUntil } from '../support/look-again';
import { list } from '../support/step-lists';
import type { SidekickWorld } from '../support/world';

// Editing a role, deleting a channel or an assignment, a failed export (spec 3 §2, §5, §8).

/** Renames a role on the Roles tab and grants it those permissions as well, written "can_send_message, can_approve", and saves. */
When(
  '{actor} rename(s) the role {string} to {string} granting {string} as well',
  (actor: Actor, role: string, name: string, permissions: string) =>
    actor.attemptsTo(editTheRole(role, { name, permissions: list(permissions) })),
);

/** Renames a role and grants it that permission, which another admin deletes before the save reaches the demo backend. */
When(
  '{actor} rename(s) the role {string} to {string} granting {string}, which another admin deletes meanwhile',
  (actor: Actor, role: string, name: string, permission: string) =>
    actor.attemptsTo(
      editTheRole(role, { name, permissions: [permission] }, { permissionsDeleted: [permission] }),
    ),
);

/** Checks how many permissions the Roles tab says that role grants (in Chromium it waits a few seconds). */
Then(
  'the role {string} grants {int} permission(s)',
  async function (this: SidekickWorld, role: string, n: number) {
    const actor = this.actorInTheSpotlight;
    const seen = await lookAgainUntil(
      this,
      () => actor.answer(thePermissionCountOf(role)),
      (count) => count === n,
    );
    assert.equal(seen, n);
  },
);

/** Deletes that channel config on the Channel Config tab, confirming the question. */
When('{actor} delete(s) the channel {string}', (actor: Actor, name: string) =>
  actor.attemptsTo(deleteTheChannel(name)),
);

/** Removes the assignment of that channel to that account. */
When('{actor} remove(s) {string} from {string}', (actor: Actor, channel: string, account: string) =>
  actor.attemptsTo(removeTheAssignment(channel, account)),
);

/** Checks that the Channel Config tab no longer lists that channel as assigned to that account (in Chromium it waits a few seconds). */
Then(
  '{string} is no longer assigned to {string}',
  async function (this: SidekickWorld, channel: string, account: string) {
    const line = `${channel} for ${account}`;
    const actor = this.actorInTheSpotlight;
    const seen = await lookAgainUntil(
      this,
      () => actor.answer(theChannelAssignments()),
      (lines) => !lines.includes(line),
    );
    assert.ok(!seen.includes(line), `still assigned: ${seen.join(', ')}`);
  },
);

/** Makes the demo backend fail the next audience export with a 500 whose details are that text. */
Given(
  'the demo backend fails the next audience export with {string}',
  function (this: SidekickWorld, details: string) {
    return this.actorInTheSpotlight.attemptsTo(failTheNextExport(details));
  },
);

/** Checks the Data Export tab's message after the export, exactly. */
Then('the export says {string}', async function (this: SidekickWorld, text: string) {
  assert.equal(await this.actorInTheSpotlight.answer(whatTheExportSays()), text);
});

/** Edits one field of an account or a channel config (by name) or a custom permission (by key), by the field's label ("Description", "Name"), and saves. */
When(
  /^they set the "([^"]+)" of the (account|permission|channel) "([^"]+)" to "([^"]*)"$/,
  function (this: SidekickWorld, label: string, kind: EditableRow, name: string, value: string) {
    return this.actorInTheSpotlight.attemptsTo(editAnAdminRow(kind, name, label, value));
  },
);
