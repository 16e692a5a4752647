import { UiModeFeature } from '../../../../src/ui/layout/ui-mode-feature';
import { question } from '../Question';

/** Whether the new UI's welcome screen (the chat workspace with no chat open) offers both links. */
export const welcomeOffers = (first: string, second: string) =>
  question(`whether the welcome screen offers ${first} and ${second}`, {
    async viewModel(app) {
      return (await app.currentPath()) === '/' && app.feature(UiModeFeature).useNewExperience;
    },
    async browser(app) {
      await app.open('/');
      for (const name of [first, second]) await app.page.getByRole('link', { name }).waitFor();
      return true;
    },
  });
