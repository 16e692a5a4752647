import { routeAccess } from '../../../../src/ui/app/route-access';
import { UiModeFeature } from '../../../../src/ui/layout/ui-mode-feature';
import type { UseTheViewModels } from '../../abilities/UseTheViewModels';
import type { Actor } from '../../actors/Actor';
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
  if (routeAccess('/admin', app.session).kind !== 'allowed') return false;
  const admin = actor.abilityTo(ViewModelAdmin);
  await admin.openDashboard(capability === 'open the Roles tab' ? 'Roles' : 'Users');
  const dashboard = admin.dashboard;
  if (capability === 'open the admin dashboard') return dashboard.accessDenied === null;
  if (capability === 'open the Roles tab') return dashboard.activeTab === 'roles';
  const users = dashboard.tab('users');
  const riley = users.users.find((user) => user.email === RILEY);
  if (!riley) return false;
  if (capability === 'impersonate Riley Planner') return users.mayImpersonate(riley);
  users.editClicked(riley);
  const offered = users.editor?.roleOptions.some((role) => role.name === 'Super Admin') ?? false;
  users.editorClosed();
  return offered;
}
