import type { BrowseTheApp } from '../../abilities/BrowseTheApp';
import type { Actor } from '../../actors/Actor';
import { theOpenAdminTab } from '../../admin/questions/theOpenAdminTab';
import { theRolesInTheUserEditorOf } from '../../admin/questions/theRolesInTheUserEditorOf';
import { whetherTheyMayImpersonate } from '../../admin/questions/whetherTheyMayImpersonate';
import { openTheAdminDashboard } from '../../admin/tasks/openTheAdminDashboard';
import type { Capability } from './capabilities';

const RILEY = 'riley.planner@example.com';

/** What the page offers: where /admin lands, the open tab, the Users tab's buttons and the role editor. */
export async function capabilityInTheBrowser(
  app: BrowseTheApp,
  actor: Actor,
  capability: Capability,
): Promise<boolean> {
  if (capability === 'switch between Classic and New UI') {
    await app.open('/');
    await app.workspaceReady();
    return (await app.page.getByRole('button', { name: /^Switch to (New|Classic) UI$/ }).count()) > 0;
  }
  if (capability === 'reach Account Administration') {
    await app.open('/');
    await app.workspaceReady();
    await app.settled();
    const nav = app.page.getByRole('navigation', { name: 'Main' });
    return (await nav.getByRole('link', { name: 'Account Admin', exact: true }).count()) > 0;
  }
  await actor.attemptsTo(openTheAdminDashboard(capability === 'open the Roles tab' ? 'Roles' : 'Users'));
  if ((await app.currentPath()) !== '/admin') return false;
  if (capability === 'open the admin dashboard') return true;
  if (capability === 'open the Roles tab') return (await actor.answer(theOpenAdminTab())) === 'Roles';
  if (capability === 'impersonate Riley Planner') return actor.answer(whetherTheyMayImpersonate(RILEY));
  return (await actor.answer(theRolesInTheUserEditorOf(RILEY))).includes('Super Admin');
}
