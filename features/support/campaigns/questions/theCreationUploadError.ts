import { question } from '../../questions/Question';
import { onTheCreationForm } from '../drivers';

/** What the creation form's file area says went wrong with an upload, or null. */
export const theCreationUploadError = () =>
  question<string | null>(
    'the creation form upload error',
    onTheCreationForm({
      async viewModel({ form }) {
        return form.files.error;
      },
      async browser({ page }) {
        const alert = page.locator('main div[role="alert"]').filter({ hasText: 'Failed to upload files' });
        return (await alert.count()) ? ((await alert.first().textContent()) ?? '').trim() : null;
      },
    }),
  );
