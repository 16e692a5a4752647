import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { Actor } from '../support/actors/Actor';
import { theChannelAssignments } from '../support/admin/questions/theChannelAssignments';
import { thePermissionCountOf } from '../support/admin/questions/thePermissionCountOf';
import { whatTheExportSays } from '../support/admin/questions/whatTheExportSays';
import { deleteTheChannel } from '../support/admin/tasks/deleteTheChannel';
import { editTheRole } from '../support/admin/tasks/editTheRole';
import { failTheNextExport } from '../support/admin/tasks/failTheNextExport';
import { removeTheAssignment } from '../support/admin/tasks/removeTheAssignment';
import { lookAgainUntil } from '../support/look-again';
import { list } from '../support/step-lists';
import type { SidekickWorld } from '../support/world';

// Editing a role, deleting a channel or an assignment, a failed export (spec 3 §2, §5, §8).

When(
  '{actor} rename(s) the role {string} to {string} granting {string} as well',
  (actor: Actor, role: string, name: string, permissions: string) =>
    actor.attemptsTo(editTheRole(role, { name, permissions: list(permissions) })),
);

When(
  '{actor} rename(s) the role {string} to {string} granting {string}, which another admin deletes meanwhile',
  (actor: Actor, role: string, name: string, permission: string) =>
    actor.attemptsTo(
      editTheRole(role, { name, permissions: [permission] }, { permissionsDeleted: [permission] }),
    ),
);

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

When('{actor} delete(s) the channel {string}', (actor: Actor, name: string) =>
  actor.attemptsTo(deleteTheChannel(name)),
);

When('{actor} remove(s) {string} from {string}', (actor: Actor, channel: string, account: string) =>
  actor.attemptsTo(removeTheAssignment(channel, account)),
);

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

Given(
  'the demo backend fails the next audience export with {string}',
  function (this: SidekickWorld, details: string) {
    return this.actorInTheSpotlight.attemptsTo(failTheNextExport(details));
  },
);

Then('the export says {string}', async function (this: SidekickWorld, text: string) {
  assert.equal(await this.actorInTheSpotlight.answer(whatTheExportSays()), text);
});
