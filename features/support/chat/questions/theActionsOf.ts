import { question } from '../../questions/Question';
import type { ResultActionSeen, ResultKind } from '../chat-words';
import { onTheResults } from '../drivers';

/** The items of the result's drawer, each enabled or not. */
export const theActionsOf = (which: ResultKind) =>
  question(
    `the actions of ${which}`,
    onTheResults<ResultActionSeen[]>({
      async viewModel(chat) {
        const actions = await chat.resultActions(which);
        return actions.items.map(({ label, enabled }) => ({ label, enabled }));
      },
      async browser(results) {
        const drawer = await results.drawer(which);
        const items = await drawer
          .locator('[role="menuitem"], [role="menuitemcheckbox"]')
          .evaluateAll((elements) =>
            elements.map((element) => ({
              label: element.textContent?.replace('✓', '').trim() ?? '',
              enabled: element.getAttribute('aria-disabled') !== 'true',
            })),
          );
        await results.page.keyboard.press('Escape');
        return items;
      },
    }),
  );
