import { routeAccess } from '../../../../src/ui/app/route-access';
import { AccountAdminEntryFeature } from '../../../../src/ui/layout/account-admin-entry-feature';
import { UiModeFeature } from '../../../../src/ui/layout/ui-mode-feature';
import type { UseTheViewModels } from '../../abilities/UseTheViewModels';
import type { Actor } from '../../actors/Actor';
import { theRolesInTheUserEditorOf } from '../../admin/questions/theRolesInTheUserEditorOf';
import { openTheAdminDashboard } from '../../admin/tasks/openTheAdminDashboard';
import { ViewModelAdmin } from '../../admin/ViewModelAdmin';
import type { Capability } from './capabilities';

const RILEY = 'riley.planner@example.com';

/** What the view models offer: the route guard, the dashboard's tabs, the Users tab's rows and editor. */
export async function capabilityOnTheViewModels(
  app: UseTheViewModels,
  actor: Actor,
  capability: Capability,
): Promise<boolean> {
  if (capability === 'switch between Classic and New UI') return app.feature(UiModeFeature).canToggleMode;
  if (capability === 'reach Account Administration') {
    await app.settled();
    return app.feature(AccountAdminEntryFeature).shown;
  }
  if (routeAccess('/admin', app.session).kind !== 'allowed') return false;
  await actor.attemptsTo(openTheAdminDashboard(capability === 'open the Roles tab' ? 'Roles' : 'Users'));
  const dashboard = actor.abilityTo(ViewModelAdmin).dashboard;
  if (capability === 'open the admin dashboard') return dashboard.accessDenied === null;
  if (capability === 'open the Roles tab') return dashboard.activeTab === 'roles';
  const users = dashboard.tab('users');
  const riley = users.collection.list.all.find((user) => user.email === RILEY);
  if (!riley) return false;
  if (capability === 'impersonate Riley Planner') return users.mayImpersonate(riley);
  return (await actor.answer(theRolesInTheUserEditorOf(RILEY))).includes('Super Admin');
}
