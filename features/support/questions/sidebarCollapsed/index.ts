import { UiModeFeature } from '../../../../src/ui/layout/ui-mode-feature';
import { question } from '../Question';

/** Whether the new sidebar is drawn collapsed (it then offers "Expand sidebar"). */
export const sidebarCollapsed = () =>
  question('whether the sidebar is collapsed', {
    async viewModel(app) {
      return app.feature(UiModeFeature).sidebarCollapsed;
    },
    async browser(app) {
      const expand = app.page.getByRole('button', { name: 'Expand sidebar' });
      await expand
        .or(app.page.getByRole('button', { name: 'Collapse sidebar' }))
        .first()
        .waitFor();
      return (await expand.count()) > 0 && (await expand.getAttribute('aria-expanded')) === 'false';
    },
  });
