import { question } from '../Question';

const PROMPT = 'Select an account';

/** The accounts the selector offers; empty when it is not shown. */
export const accountChoices = () =>
  question('the account choices', {
    async viewModel(app) {
      const session = app.session;
      if (session.selectionState === 'not-required') return [];
      return session.accounts.map((a) => a.name);
    },
    async browser(app) {
      const select = app.page.getByLabel('Account', { exact: true });
      if ((await select.count()) === 0) return [];
      const options = await select.locator('option').allTextContents();
      return options.filter((o) => o !== PROMPT);
    },
  });

/** The account the selector shows as chosen, or null. */
export const selectedAccount = () =>
  question('the selected account', {
    async viewModel(app) {
      return app.session.selectedAccount?.name ?? null;
    },
    async browser(app) {
      const select = app.page.getByLabel('Account', { exact: true });
      if ((await select.count()) === 0) return null;
      const label = await select.evaluate(
        (el: HTMLSelectElement) => el.selectedOptions[0]?.textContent ?? '',
      );
      return label && label !== PROMPT ? label : null;
    },
  });

/** The account choice the browser keeps for the next visit, or null. */
export const rememberedAccount = () =>
  question('the remembered account', {
    async viewModel(app) {
      return app.storage.loadSelectedAccountId();
    },
    async browser(app) {
      return app.page.evaluate(() => localStorage.getItem('selectedAccountId'));
    },
  });
