import { question } from '../Question';

/** The notice shown in place of the screen when user or account context cannot be loaded. */
export const contextNotice = () =>
  question('the context notice', {
    async viewModel(app) {
      return app.session.contextError;
    },
    async browser(app) {
      const alert = app.page.locator('main[id="main"] [role="alert"]');
      return (await alert.count()) > 0 ? await alert.first().textContent() : null;
    },
  });
