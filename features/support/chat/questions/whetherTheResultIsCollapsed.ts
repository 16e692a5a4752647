import { COLLAPSE_ACTION_LABEL } from '../../../../src/ui/chat/result-actions/result-action-entries';
import { question } from '../../questions/Question';
import type { ResultKind } from '../chat-words';
import { onTheResults } from '../drivers';

/** Whether the result's table is folded away (the drawer's 'Collapse result' is checked then). */
export const whetherTheResultIsCollapsed = (which: ResultKind) =>
  question(
    `whether ${which} is collapsed`,
    onTheResults({
      viewModel: async (chat) => (await chat.resultActions(which)).collapsed,
      async browser(results) {
        const drawer = await results.drawer(which);
        const toggle = drawer.getByRole('menuitemcheckbox', { name: COLLAPSE_ACTION_LABEL, exact: true });
        const checked = await toggle.getAttribute('aria-checked');
        await results.page.keyboard.press('Escape');
        await drawer.waitFor({ state: 'detached' });
        return checked === 'true';
      },
    }),
  );
