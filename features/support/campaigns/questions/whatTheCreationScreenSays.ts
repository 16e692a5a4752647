import { CREATION_TEXTS } from '../../../../src/core/domain/campaigns/creation-rules';
import { question } from '../../questions/Question';
import { onTheCreationForm } from '../drivers';

/** What the creation screen says: its title, and why there is no form when there is none. */
export const whatTheCreationScreenSays = () =>
  question(
    'what the creation screen says',
    onTheCreationForm({
      async viewModel({ form }) {
        return [CREATION_TEXTS.title, form.whyNoForm].filter(Boolean).join('\n');
      },
      async browser({ page }) {
        // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText: what is shown, not hidden text.
        return (await page.locator('main').innerText()).trim();
      },
    }),
  );
