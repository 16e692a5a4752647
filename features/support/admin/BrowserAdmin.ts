import type { Locator, Page } from 'playwright-core';
import { ADMIN_TABS } from '../../../src/core/domain/admin/tabs';
import type { BrowseTheApp } from '../abilities/BrowseTheApp';
import type { AdminAbility, AdminList, AuditLine } from './AdminAbility';

const TAB_IDS = Object.fromEntries(ADMIN_TABS.map((tab) => [tab.label, tab.id]));
const TABLES: Record<AdminList, string> = {
  users: 'Users',
  roles: 'Roles',
  permissions: 'Permissions',
  accounts: 'Accounts',
  'allowed users': 'Allowed users',
  channels: 'Channel configs',
};

/** The administration area in Chromium: roles, labels and the spec's texts only. */
export class BrowserAdmin implements AdminAbility {
  /** Whether the page's clock stands still (see searchUsers). */
  private clockHeld = false;

  constructor(private readonly driver: BrowseTheApp) {}

  private get page(): Page {
    return this.driver.page;
  }

  dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  /** Presses a button that opens a dialog, and waits for it (its code loads on first use). */
  async opensDialog(button: Locator): Promise<Locator> {
    await button.click();
    await this.dialog().waitFor();
    return this.dialog();
  }

  /** The open view has drawn what it loaded (its "Loading..." is gone, if it showed one). */
  async loaded(): Promise<void> {
    await this.page.getByText('Loading...').first().waitFor({ state: 'detached' });
  }

  /** A dialog's save is over: the dialog closed, or it shows why it could not save. */
  async saved(): Promise<void> {
    await this.page.waitForFunction(
      () =>
        !document.querySelector('[role="dialog"]') ||
        document.querySelector('[role="dialog"] [role="alert"]'),
    );
    await this.loaded();
  }

  async openDashboard(tabLabel?: string): Promise<void> {
    await this.driver.open(tabLabel ? `/admin?tab=${TAB_IDS[tabLabel]}` : '/admin');
    if ((await this.driver.currentPath()) === '/admin') {
      await this.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      await this.loaded();
    }
  }

  async tabs(): Promise<string[]> {
    return this.page.getByRole('tab').allTextContents();
  }

  async activeTab(): Promise<string> {
    return (await this.page.getByRole('tab', { selected: true }).textContent()) ?? '';
  }

  async notice(): Promise<string | null> {
    const alert = this.page.getByRole('alert').first();
    if (!(await alert.count())) return null;
    return ((await alert.textContent()) ?? '').replace(/\s*Retry$/, '').trim();
  }

  /** The roles a user's editor offers; the editor is closed again. */
  async roleChoicesFor(email: string): Promise<string[]> {
    await this.opensDialog(this.page.getByRole('button', { name: `Edit role of ${email}` }));
    const options = await this.dialog().getByLabel('Role').locator('option').allTextContents();
    await this.dialog().getByRole('button', { name: 'Cancel' }).click();
    return options;
  }

  async listed(list: AdminList): Promise<string[]> {
    const rows = this.page.getByRole('table', { name: TABLES[list] }).locator('tbody tr');
    const cells = await rows.locator('td:first-child').allTextContents();
    return cells.map((text) => text.trim());
  }

  async searchUsers(text: string, submit: boolean): Promise<void> {
    const box = this.page.getByRole('searchbox', { name: 'Search users' });
    if (!submit && !this.clockHeld) {
      // The page's clock stands still until the scenario lets time pass: the 300 ms debounce then
      // waits for the step that says so, however slow the machine is.
      await this.page.clock.install();
      await this.page.clock.pauseAt(Date.now() + 1_000);
      this.clockHeld = true;
    }
    await box.fill(text);
    if (submit) await box.press('Enter');
  }

  async timePasses(ms: number): Promise<void> {
    if (!this.clockHeld) return this.driver.wait(ms);
    await this.page.clock.runFor(ms);
    await this.page.clock.resume();
    this.clockHeld = false;
  }

  async userCell(email: string, header: string): Promise<string> {
    const table = this.page.getByRole('table', { name: 'Users' });
    const headers = (await table.getByRole('columnheader').allTextContents()).map((text) => text.trim());
    const row = table.getByRole('row').filter({ hasText: email });
    return ((await row.locator('td').nth(headers.indexOf(header)).textContent()) ?? '').trim();
  }

  async lastLoginOf(email: string): Promise<string> {
    const row = this.page.getByRole('row').filter({ hasText: email });
    return ((await row.locator('td').nth(4).textContent()) ?? '').trim();
  }

  async editUser(
    email: string,
    change: { role?: string; accounts?: string[]; status?: string },
  ): Promise<void> {
    const dialog = await this.opensDialog(this.page.getByRole('button', { name: `Edit role of ${email}` }));
    if (change.role !== undefined)
      await dialog.getByLabel('Role').selectOption(change.role ? { label: change.role } : { value: '' });
    if (change.accounts) {
      const checkboxes = dialog.getByRole('checkbox');
      if (await checkboxes.count()) {
        for (const box of await checkboxes.all()) {
          const name = ((await box.locator('xpath=..').textContent()) ?? '').trim();
          await box.setChecked(change.accounts.includes(name));
        }
      } else
        await dialog
          .getByLabel('Account')
          .selectOption(change.accounts[0] ? { label: change.accounts[0] } : '');
    }
    if (change.status) await dialog.getByLabel('Status').selectOption({ label: change.status });
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await this.saved();
  }

  async chooseRole(email: string, role: string): Promise<void> {
    await this.opensDialog(this.page.getByRole('button', { name: `Edit role of ${email}` }));
    await this.dialog().getByLabel('Role').selectOption({ label: role });
  }

  async statusOf(email: string): Promise<string> {
    const row = this.page.getByRole('row').filter({ hasText: email });
    return ((await row.locator('td').nth(5).textContent()) ?? '').trim();
  }

  async mayImpersonate(email: string): Promise<boolean> {
    await this.page.getByRole('row').filter({ hasText: email }).waitFor();
    return (await this.page.getByRole('button', { name: `Impersonate ${email}` }).count()) > 0;
  }

  async editorAccounts(): Promise<string[]> {
    const select = this.dialog().getByLabel('Account');
    return [(await select.locator('option:checked').textContent()) ?? ''];
  }

  async error(): Promise<string | null> {
    const alerts = await this.page.getByRole('alert').allTextContents();
    return alerts.map((text) => text.replace(/\s*Retry$/, '').trim()).find(Boolean) ?? null;
  }

  async impersonate(email: string): Promise<void> {
    await this.page.getByRole('button', { name: `Impersonate ${email}` }).click();
    await this.page.waitForURL((url) => url.pathname === '/');
    await this.page.getByRole('button', { name: 'End Impersonation' }).waitFor();
    await this.driver.workspaceReady();
  }
  async endImpersonation(): Promise<void> {
    await this.page.getByRole('button', { name: 'End Impersonation' }).click();
    await this.page.waitForURL((url) => url.pathname === '/admin');
  }

  async createRole(name: string, permissions: string[]): Promise<void> {
    await this.opensDialog(this.page.getByRole('button', { name: 'Add Role' }).first());
    await this.dialog().getByLabel('Role Name').fill(name);
    for (const key of permissions) {
      await this.dialog()
        .getByRole('checkbox')
        .and(this.dialog().locator(`label:has(code:text-is("${key}")) input`))
        .check();
    }
    await this.dialog().getByRole('button', { name: 'Create Role' }).click();
    await this.saved();
  }

  async mayDeleteRole(name: string): Promise<boolean> {
    return this.page.getByRole('button', { name: `Delete role ${name}` }).isEnabled();
  }

  async permissionIsEditable(key: string): Promise<boolean> {
    return (await this.page.getByRole('button', { name: `Edit permission ${key}` }).count()) > 0;
  }

  async createPermission(key: string, name: string): Promise<void> {
    await this.opensDialog(this.page.getByRole('button', { name: 'Add Permission' }));
    await this.dialog().getByLabel('Key').fill(key);
    await this.dialog().getByLabel('Name').fill(name);
    await this.dialog().getByRole('button', { name: 'Add Permission' }).click();
    await this.saved();
  }

  async allowUser(email: string, role: string, account: string): Promise<void> {
    const dialog = await this.opensDialog(this.page.getByRole('button', { name: 'Add User' }));
    await dialog.getByLabel('Email').fill(email);
    if (role) await dialog.getByLabel('Initial Role').selectOption({ label: role });
    if (account) await dialog.getByLabel('Initial Account').selectOption({ label: account });
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await this.saved();
  }

  async allowedRoleChoices(): Promise<string[]> {
    await this.opensDialog(this.page.getByRole('button', { name: 'Add User' }));
    const options = await this.dialog().getByLabel('Initial Role').locator('option').allTextContents();
    await this.dialog().getByRole('button', { name: 'Cancel' }).click();
    return options.slice(1);
  }

  async startChannel(type: string): Promise<Record<string, boolean>> {
    await this.opensDialog(this.page.getByRole('button', { name: 'Add Channel' }));
    await this.dialog().getByLabel('Channel Type').selectOption({ label: type });
    const masked: Record<string, boolean> = {};
    for (const input of await this.dialog().locator('input[id^="channel-field-"]').all()) {
      const id = await input.getAttribute('id');
      const label = ((await this.dialog().locator(`label[for="${id}"]`).textContent()) ?? '').replace(
        ' *',
        '',
      );
      masked[label] = (await input.getAttribute('type')) === 'password';
    }
    return masked;
  }

  async saveChannel(name: string, fields: Record<string, string>): Promise<void> {
    const dialog = this.dialog();
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    for (const [label, value] of Object.entries(fields)) {
      const field = dialog.getByLabel(new RegExp(`^${label}( \\*)?$`));
      if ((await field.getAttribute('type')) === 'checkbox') await field.setChecked(value === 'yes');
      else await field.fill(value);
    }
    await dialog.getByRole('button', { name: 'Create Channel' }).click();
    await this.saved();
  }

  async toggleAssignment(channel: string, account: string): Promise<void> {
    const toggle = this.page.getByRole('switch', { name: `${channel} enabled for ${account}` });
    const after = (await toggle.getAttribute('aria-checked')) === 'true' ? 'false' : 'true';
    await toggle.click();
    // The switch turns once the server agreed; a refusal shows as the tab's alert instead.
    await toggle
      .and(this.page.locator(`[aria-checked="${after}"]`))
      .or(this.page.getByRole('alert'))
      .first()
      .waitFor();
  }

  async assignmentEnabled(channel: string, account: string): Promise<boolean> {
    const toggle = this.page.getByRole('switch', { name: `${channel} enabled for ${account}` });
    return (await toggle.getAttribute('aria-checked')) === 'true';
  }

  /** The file's name, or '' when the export failed (the card then shows why). */
  async exportData(): Promise<string> {
    const download = this.page
      .waitForEvent('download')
      .then((file) => file.suggestedFilename())
      .catch(() => '');
    await this.page.getByRole('button', { name: 'Export Audience Data' }).click();
    const failed = this.page
      .getByRole('alert')
      .waitFor()
      .then(() => '')
      .catch(() => '');
    return Promise.race([download, failed]);
  }

  async auditEntries(): Promise<AuditLine[]> {
    const rows = await this.page.getByRole('table', { name: 'Audit trail' }).locator('tbody tr').all();
    const entries = [];
    for (const row of rows) {
      const cells = (await row.locator('td').allTextContents()).map((text) => text.trim());
      entries.push({
        admin: cells[1] ?? '',
        target: cells[2] ?? '',
        actedAs: cells[3] ?? '',
        action: cells[4] ?? '',
      });
    }
    return entries;
  }
}
