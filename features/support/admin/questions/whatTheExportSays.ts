import { question } from '../../questions/Question';
import { onTheAdmin } from '../drivers';

/** What the Data Export card says after a failed export. */
export const whatTheExportSays = () =>
  question(
    'what the export says',
    onTheAdmin({
      viewModel: async (admin) => admin.dashboard.tab('export').error ?? '',
      async browser(admin) {
        const alert = admin.page.getByRole('alert');
        await alert.waitFor();
        return ((await alert.textContent()) ?? '').trim();
      },
    }),
  );
