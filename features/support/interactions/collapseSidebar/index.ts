import { UiModeFeature } from '../../../../src/ui/layout/ui-mode-feature';
import { interaction } from '../Interaction';

/** The new sidebar's "Collapse sidebar". */
export const collapseSidebar = () =>
  interaction('collapse the sidebar', {
    async viewModel(app) {
      app.feature(UiModeFeature).collapseToggled();
    },
    async browser(app) {
      await app.page.getByRole('button', { name: 'Collapse sidebar' }).click();
    },
  });
