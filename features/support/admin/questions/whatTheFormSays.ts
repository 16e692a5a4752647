import { question } from '../../questions/Question';
import { onTheAdmin } from '../drivers';

/** The error any open form or the open tab shows. */
export const whatTheFormSays = () =>
  question(
    'what the form says',
    onTheAdmin({
      async viewModel(admin) {
        const sections = admin.sections().map((section) => section.collection);
        const texts = [
          ...sections.map((collection) => collection.form?.error),
          ...sections.flatMap((collection) => [collection.error, collection.list.loadError]),
          admin.dashboard.activeTab === 'export' ? admin.dashboard.tab('export').error : null,
        ];
        return texts.find((text): text is string => typeof text === 'string' && text !== '') ?? null;
      },
      async browser(admin) {
        const alerts = await admin.page.getByRole('alert').allTextContents();
        return alerts.map((text) => text.replace(/\s*Retry$/, '').trim()).find(Boolean) ?? null;
      },
    }),
  );
