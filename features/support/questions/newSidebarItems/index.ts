import { newSidebarItems as itemsFor } from '../../../../src/ui/layout/new-sidebar-items';
import { UiModeFeature } from '../../../../src/ui/layout/ui-mode-feature';
import { question } from '../Question';

/** The labels of the new sidebar's links, top to bottom; none while the classic UI shows. */
export const newSidebarItems = () =>
  question('the new sidebar items', {
    async viewModel(app) {
      const uiMode = app.feature(UiModeFeature);
      const session = app.session;
      return uiMode.useNewExperience ? itemsFor(session.isAdmin).map((item) => item.label) : [];
    },
    async browser(app) {
      const nav = app.page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link').first().waitFor();
      return (await nav.getByRole('link').allTextContents()).map((text) => text.replace(/^\W+/u, '').trim());
    },
  });
