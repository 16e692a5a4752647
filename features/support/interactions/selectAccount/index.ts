import { interaction } from '../Interaction';

/** Picks the account to act in from the sidebar's account selector. */
export const selectAccount = (name: string) =>
  interaction(`select the account ${name}`, {
    async viewModel(app) {
      const session = app.session;
      const account = session.accounts.find((a) => a.name === name);
      if (!account) throw new Error(`No account named ${name} to select`);
      session.selectAccount(account.id);
      await app.clock.advance(100);
    },
    async browser(app) {
      await app.page.getByLabel('Account', { exact: true }).selectOption({ label: name });
      await app.settled();
    },
  });
