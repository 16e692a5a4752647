import type { Page } from 'playwright-core';
import type { BrowseTheApp } from '../abilities/BrowseTheApp';
import type { AdminAccountsAbility } from './AdminAccountsAbility';
import type { BrowserAdmin } from './BrowserAdmin';

/** The Accounts tab and its drill-downs in Chromium: roles, labels and the spec's texts only. */
export class BrowserAdminAccounts implements AdminAccountsAbility {
  constructor(
    private readonly driver: BrowseTheApp,
    private readonly admin: BrowserAdmin,
  ) {}

  private get page(): Page {
    return this.driver.page;
  }

  async createAccount(name: string): Promise<void> {
    await this.admin.opensDialog(this.page.getByRole('button', { name: 'Add Account' }));
    await this.admin.dialog().getByLabel('Account Name').fill(name);
    await this.admin.dialog().getByRole('button', { name: 'Create Account' }).click();
    await this.admin.saved();
  }

  async openAccountAdmins(account: string): Promise<void> {
    await this.page.getByRole('button', { name: `Account admins of ${account}` }).click();
    await this.page.getByRole('table', { name: 'Account users' }).waitFor();
    await this.admin.loaded();
  }

  async adminCandidates(): Promise<string[]> {
    await this.admin.opensDialog(this.page.getByRole('button', { name: 'Add Admin' }));
    // The picker stays busy until the users list has answered.
    const select = this.admin.dialog().getByLabel('User');
    await select.and(this.page.locator('[aria-busy="false"]')).waitFor();
    const options = await select.locator('option').allTextContents();
    return options.slice(1).map((text) => /\(([^)]+)\)$/.exec(text)?.[1] ?? text);
  }

  async addAdmin(email: string | null): Promise<void> {
    if (!(await this.admin.dialog().count()))
      await this.admin.opensDialog(this.page.getByRole('button', { name: 'Add Admin' }));
    const select = this.admin.dialog().getByLabel('User');
    if (email) {
      const option = select.locator('option').filter({ hasText: `(${email})` });
      await select.selectOption((await option.getAttribute('value')) ?? '');
    }
    await this.admin.dialog().getByRole('button', { name: 'Add Admin' }).click();
    await this.admin.saved();
  }

  async openAccountSettings(account: string): Promise<void> {
    await this.page.getByRole('button', { name: `Settings of ${account}` }).click();
    await this.page.getByRole('table', { name: 'Account settings' }).waitFor();
    await this.admin.loaded();
  }

  async saveSetting(key: string, value: string): Promise<void> {
    const edit = this.page.getByRole('button', { name: `Edit setting ${key}`, exact: true });
    if (key && (await edit.count())) await this.admin.opensDialog(edit);
    else {
      await this.admin.opensDialog(this.page.getByRole('button', { name: 'Add Setting' }));
      await this.admin.dialog().getByLabel('Key').fill(key);
    }
    await this.admin.dialog().getByLabel('Value').fill(value);
    await this.admin.dialog().getByRole('button', { name: 'Save Setting' }).click();
    await this.admin.saved();
  }

  async settingValue(key: string): Promise<string | null> {
    const row = this.page
      .getByRole('table', { name: 'Account settings' })
      .getByRole('row')
      .filter({ hasText: key });
    return (await row.count()) ? ((await row.locator('td').nth(1).textContent()) ?? '').trim() : null;
  }

  async accountUsers(): Promise<string[]> {
    const table = this.page.getByRole('table', { name: 'Account users' });
    return (await table.locator('tbody tr td:first-child').allTextContents()).map((text) => text.trim());
  }

  async cancelAddAdmin(): Promise<void> {
    await this.admin.dialog().getByRole('button', { name: 'Cancel' }).click();
  }

  async adminsNotice(): Promise<string | null> {
    const status = this.page.getByRole('status').filter({ hasText: /\S/ }).first();
    return (await status.count()) ? ((await status.textContent()) ?? '').trim() : null;
  }
}
