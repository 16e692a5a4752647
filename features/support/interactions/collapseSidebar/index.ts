import { interaction } from '../Interaction';

/** The new sidebar's "Collapse sidebar". */
export const collapseSidebar = () =>
  interaction('collapse the sidebar', {
    async viewModel(app) {
      app.viewModels.uiMode.collapseToggled();
    },
    async browser(app) {
      await app.page.getByRole('button', { name: 'Collapse sidebar' }).click();
    },
  });
