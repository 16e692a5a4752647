import type { BrowseTheApp } from '../abilities/BrowseTheApp';
import type { AccountRole, MemberLine } from './lines';

const table = (app: BrowseTheApp) => app.page.getByRole('table', { name: 'Account users' });

/** The screen has drawn what it loaded. */
async function loaded(app: BrowseTheApp): Promise<void> {
  await app.page.getByText('Loading...').first().waitFor({ state: 'detached' });
}

/** Through the navigation, as a user finds it: the sidebar's "Account Admin" link. */
export async function openInTheBrowser(app: BrowseTheApp): Promise<void> {
  if ((await app.currentPath()) !== '/') await app.open('/');
  await app.page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Account Admin' })
    .click();
  await app.page.getByRole('heading', { name: 'Account Administration' }).waitFor();
  await table(app).waitFor();
  await loaded(app);
}

export async function addInTheBrowser(app: BrowseTheApp, email: string, role: AccountRole): Promise<void> {
  await app.page.getByRole('button', { name: 'Add User' }).click();
  const dialog = app.page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Role in account').selectOption({ label: role });
  await dialog.getByRole('button', { name: 'Add User' }).click();
  await app.page.waitForFunction(
    () =>
      !document.querySelector('[role="dialog"]') || document.querySelector('[role="dialog"] [role="alert"]'),
  );
  await loaded(app);
}

export async function pressInTheBrowser(app: BrowseTheApp, label: string, email: string): Promise<void> {
  const name = label === 'Remove' ? `Remove ${email} from the account` : `${label}: ${email}`;
  await app.page.getByRole('button', { name }).click();
  if (label === 'Remove') {
    await app.page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await table(app).getByRole('row').filter({ hasText: email }).waitFor({ state: 'detached' });
  }
  // A role change is over when the row offers the way back (or the page says why it was refused);
  // the table keeps showing the old role while the save is in flight.
  const wayBack = { 'Make account admin': 'Make member', 'Make member': 'Make account admin' }[label];
  if (wayBack) {
    await app.page
      .getByRole('button', { name: `${wayBack}: ${email}` })
      .or(app.page.getByRole('alert'))
      .first()
      .waitFor();
  }
  await loaded(app);
}

export async function membersInTheBrowser(app: BrowseTheApp): Promise<MemberLine[]> {
  const rows = await table(app).locator('tbody tr').all();
  const headers = (await table(app).getByRole('columnheader').allTextContents()).map((text) => text.trim());
  const roleAt = headers.findIndex((header) => header.startsWith('Role in account'));
  const lines: MemberLine[] = [];
  for (const row of rows) {
    const cells = (await row.locator('td').allTextContents()).map((text) => text.trim());
    lines.push({ email: cells[0] ?? '', role: cells[roleAt] ?? '' });
  }
  return lines;
}

export async function saysInTheBrowser(app: BrowseTheApp): Promise<string> {
  const said = app.page.getByRole('alert').or(app.page.getByRole('status')).first();
  await said.waitFor();
  return ((await said.textContent()) ?? '').trim();
}

export async function openSettingsInTheBrowser(app: BrowseTheApp): Promise<void> {
  await app.page.getByRole('tab', { name: 'Settings' }).click();
  await app.page
    .getByRole('table', { name: 'Account settings' })
    .or(app.page.getByText('No settings'))
    .first()
    .waitFor();
  await loaded(app);
}

export async function addSettingInTheBrowser(app: BrowseTheApp, key: string, value: string): Promise<void> {
  await app.page.getByRole('button', { name: 'Add Setting' }).click();
  const dialog = app.page.getByRole('dialog');
  await dialog.getByLabel('Key').fill(key);
  await dialog.getByLabel('Value').fill(value);
  await dialog.getByRole('button', { name: 'Save Setting' }).click();
  await dialog.waitFor({ state: 'detached' });
  await loaded(app);
}

export async function settingInTheBrowser(app: BrowseTheApp, key: string): Promise<string | null> {
  const row = app.page
    .getByRole('table', { name: 'Account settings' })
    .getByRole('row')
    .filter({ hasText: key });
  return (await row.count()) ? ((await row.locator('td').nth(1).textContent()) ?? '').trim() : null;
}
