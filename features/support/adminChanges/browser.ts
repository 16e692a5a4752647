import type { BrowseTheApp } from '../abilities/BrowseTheApp';
import type { Actor } from '../actors/Actor';
import { BrowserAdmin } from '../admin/BrowserAdmin';

const adminOf = (actor: Actor) => actor.abilityTo(BrowserAdmin);

/** A row's button clicked, then the confirmation's own button. */
async function pressAndConfirm(
  app: BrowseTheApp,
  actor: Actor,
  name: string,
  confirm: string,
): Promise<void> {
  await app.page.getByRole('button', { name, exact: true }).click();
  await app.page.getByRole('alertdialog').getByRole('button', { name: confirm }).click();
  await app.page.getByRole('alertdialog').waitFor({ state: 'detached' });
  await adminOf(actor).loaded();
}

export async function editRoleInTheBrowser(
  app: BrowseTheApp,
  actor: Actor,
  role: string,
  change: { name: string; permissions: string[] },
): Promise<void> {
  const dialog = await adminOf(actor).opensDialog(
    app.page.getByRole('button', { name: `Edit role ${role}` }),
  );
  await dialog.getByLabel('Role Name').fill(change.name);
  for (const key of change.permissions) await dialog.getByRole('checkbox', { name: new RegExp(key) }).check();
  await dialog.getByRole('button', { name: 'Update Role' }).click();
  await adminOf(actor).saved();
}

export async function rolePermissionCountInTheBrowser(app: BrowseTheApp, role: string): Promise<number> {
  const row = app.page.getByRole('table', { name: 'Roles' }).getByRole('row').filter({ hasText: role });
  return Number(((await row.locator('td').nth(3).textContent()) ?? '').trim());
}

export const deleteChannelInTheBrowser = (app: BrowseTheApp, actor: Actor, name: string) =>
  pressAndConfirm(app, actor, `Delete channel ${name}`, 'Delete');

export const removeAssignmentInTheBrowser = (
  app: BrowseTheApp,
  actor: Actor,
  channel: string,
  account: string,
) => pressAndConfirm(app, actor, `Remove ${channel} from ${account}`, 'Remove');

export async function assignmentsInTheBrowser(app: BrowseTheApp): Promise<string[]> {
  const rows = await app.page
    .getByRole('table', { name: 'Account channel assignments' })
    .locator('tbody tr')
    .all();
  const lines: string[] = [];
  for (const row of rows) {
    const cells = (await row.locator('td').allTextContents()).map((text) => text.trim());
    lines.push(`${cells[1]} for ${cells[0]}`);
  }
  return lines;
}

export async function exportErrorInTheBrowser(app: BrowseTheApp): Promise<string> {
  const alert = app.page.getByRole('alert');
  await alert.waitFor();
  return ((await alert.textContent()) ?? '').trim();
}

/** The next call to `path` is answered so, by Playwright in front of the mock server. */
export async function failNextInTheBrowser(app: BrowseTheApp, path: string, status: number, body: object) {
  await app.page.route(`**${path}`, (route) => route.fulfill({ status, json: body }), { times: 1 });
}
