import { analysisText } from '../../../../src/ui/campaigns/create/creation-texts';
import { question } from '../../questions/Question';
import { onTheCreationForm } from '../drivers';

/** The file analysis as the creation form shows it, or null before one. */
export const theFileAnalysis = () =>
  question<string | null>(
    'the file analysis',
    onTheCreationForm({
      async viewModel({ form }) {
        return form.analysis ? analysisText(form.analysis) : null;
      },
      async browser({ page }) {
        const shown = page.getByRole('status').filter({ hasText: /^Recommended workflow/ });
        return (await shown.count()) ? (await shown.first().innerText()).trim() : null;
      },
    }),
  );
