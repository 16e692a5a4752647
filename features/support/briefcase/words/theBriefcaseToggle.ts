import { question } from '../../questions/Question';
import { onTheBriefcase } from '../drivers';

/** What the input area's briefcase button reads: it says what pressing it will do. */
export const theBriefcaseToggle = () =>
  question(
    "the briefcase button's words",
    onTheBriefcase({
      viewModel: async (briefcase) => (await briefcase.chat.shownWorkspace()).briefcaseToggleLabel,
      async browser(briefcase) {
        const toggle = briefcase.page.locator('button[aria-expanded]').filter({ hasText: /briefcase$/ });
        return ((await toggle.textContent()) ?? '').trim();
      },
    }),
  );
