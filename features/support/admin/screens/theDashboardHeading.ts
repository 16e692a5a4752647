import { onlyInThePage } from '../../actors/drivers';
import { question } from '../../questions/Question';
import { BrowserAdmin } from '../BrowserAdmin';

/** The page's title on the admin dashboard: the page draws it, no view model holds it. */
export const theDashboardHeading = () =>
  question(
    'the heading of the admin dashboard',
    onlyInThePage(BrowserAdmin)(async (admin) =>
      ((await admin.page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim(),
    ),
  );
