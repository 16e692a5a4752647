import { WELCOME_LINKS } from '../../../../src/ui/home/welcome-links';
import { UiModeFeature } from '../../../../src/ui/layout/ui-mode-feature';
import { question } from '../Question';

/** The links of the new UI's welcome screen (the chat workspace with no chat open), in order. */
export const theWelcomeLinks = () =>
  question('the links of the welcome screen', {
    async viewModel(app) {
      const welcomes = (await app.currentPath()) === '/' && app.feature(UiModeFeature).useNewExperience;
      return welcomes ? WELCOME_LINKS.map((link) => link.label) : [];
    },
    async browser(app) {
      await app.open('/');
      const links = app.page.getByRole('main').getByRole('link');
      await links.first().waitFor();
      return (await links.allTextContents()).map((text) => text.trim());
    },
  });
