import { question } from '../questions/Question';

/** The alerts the page shows now: error banners, failed states, error dialogs. */
export const theAlertsShown = () =>
  question('the alerts shown', {
    async viewModel() {
      throw new Error('The alerts are read in the page: the scenario is for @browser');
    },
    async browser(app) {
      const alerts = app.page.locator('[role="alert"]:visible, [role="alertdialog"]:visible');
      return (await alerts.allTextContents()).map((text) => text.trim()).filter(Boolean);
    },
  });
