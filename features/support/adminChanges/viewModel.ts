import type { AdminSection } from '../../../src/ui/admin/common/admin-section';
import type { RoleValues } from '../../../src/ui/admin/roles/roles.resource';
import type { EntityForm } from '../../../src/ui/kit/form/EntityForm';
import type { UseTheViewModels } from '../abilities/UseTheViewModels';
import type { Actor } from '../actors/Actor';
import { ViewModelAdmin } from '../admin/ViewModelAdmin';

const dashboardOf = (actor: Actor) => actor.abilityTo(ViewModelAdmin).dashboard;
const pause = (actor: Actor) => actor.abilityTo(ViewModelAdmin).pause();

/** A row's button pressed and, when it asks first, confirmed: as a user clicks Delete then yes. */
async function pressAndConfirm<Row>(
  actor: Actor,
  section: AdminSection<Row, never>,
  label: string,
  row: Row,
) {
  const button = section.view.buttons?.find((candidate) => candidate.label === label);
  if (!button) throw new Error(`No ${label} button`);
  await button.pressed(row);
  const { actions } = section.collection;
  if (actions.deletion.isOpen) {
    const done = actions.deleteConfirmed();
    await pause(actor);
    await done;
  }
  await pause(actor);
}

export async function editRoleOnTheViewModels(
  actor: Actor,
  role: string,
  change: { name: string; permissions: string[] },
): Promise<void> {
  const roles = dashboardOf(actor).tab('roles');
  const row = roles.collection.list.all.find((candidate) => candidate.name === role);
  if (!row) throw new Error(`No role ${role}`);
  const edit = roles.view.buttons?.find((button) => button.label === 'Edit');
  const opening = edit?.pressed(row);
  await pause(actor);
  await opening;
  const form = roles.collection.form as EntityForm<RoleValues>;
  form.changed({ name: change.name });
  for (const key of change.permissions) {
    const permission = roles.permissions.value.find((candidate) => candidate.key === key);
    if (permission) form.toggled('permissionIds', permission.id, true);
  }
  await roles.collection.formSubmitted();
  await pause(actor);
}

export async function rolePermissionCountOnTheViewModels(actor: Actor, role: string): Promise<number> {
  const row = dashboardOf(actor)
    .tab('roles')
    .collection.list.all.find((candidate) => candidate.name === role);
  return row?.permissionCount ?? -1;
}

export async function deleteChannelOnTheViewModels(actor: Actor, name: string): Promise<void> {
  const channels = dashboardOf(actor).tab('channels').configs;
  const row = channels.collection.list.all.find((candidate) => candidate.name === name);
  if (!row) throw new Error(`No channel ${name}`);
  await pressAndConfirm(actor, channels as AdminSection<typeof row, never>, 'Delete', row);
}

export async function removeAssignmentOnTheViewModels(actor: Actor, channel: string, account: string) {
  const { assignments } = dashboardOf(actor).tab('channels');
  const row = assignments.collection.rows.find(
    (candidate) => candidate.channelName === channel && candidate.accountName === account,
  );
  if (!row) throw new Error(`${channel} is not assigned to ${account}`);
  await pressAndConfirm(actor, assignments as AdminSection<typeof row, never>, 'Remove', row);
}

export async function assignmentsOnTheViewModels(actor: Actor): Promise<string[]> {
  return dashboardOf(actor)
    .tab('channels')
    .assignments.collection.rows.map((row) => `${row.channelName} for ${row.accountName}`);
}

export async function exportErrorOnTheViewModels(actor: Actor): Promise<string> {
  return dashboardOf(actor).tab('export').error ?? '';
}

/** The next call to `path` is answered so by the in-process backend. */
export async function failNextOnTheViewModels(
  app: UseTheViewModels,
  path: string,
  status: number,
  body: object,
) {
  app.answerNextCall(
    path,
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}
