import { question } from '../../questions/Question';
import { onTheAccounts } from '../drivers';

/** The value of an account's setting, if it has one. */
export const theSettingValue = (key: string) =>
  question(
    `the setting ${key}`,
    onTheAccounts({
      async viewModel(accounts) {
        return accounts.setting(key)?.value ?? null;
      },
      async browser(accounts) {
        const row = accounts.page
          .getByRole('table', { name: 'Account settings' })
          .getByRole('row')
          .filter({ hasText: key });
        return (await row.count()) ? ((await row.locator('td').nth(1).textContent()) ?? '').trim() : null;
      },
    }),
  );
