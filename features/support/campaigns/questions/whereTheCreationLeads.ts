import { question } from '../../questions/Question';
import { onTheCreationForm } from '../drivers';

/** The address the creation screen went to (after Cancel or a creation), or null while it stays. */
export const whereTheCreationLeads = () =>
  question<string | null>(
    'where the creation screen leads',
    onTheCreationForm({
      async viewModel({ form }) {
        return form.leaveTo;
      },
      async browser({ page }) {
        const { pathname } = new URL(page.url());
        return pathname === '/campaign/new' ? null : pathname;
      },
    }),
  );
