import { COLLAPSE_ACTION_LABEL } from '../../../../src/ui/chat/result-actions/result-action-entries';
import { interaction } from '../../interactions/Interaction';
import type { ResultKind } from '../chat-words';
import { onTheResults } from '../drivers';
import { whetherTheResultIsCollapsed } from '../questions/whetherTheResultIsCollapsed';

/** The result table's expand/collapse toggle (the action bar's last item), to the state asked for. */
const toggleTo = (state: 'collapse' | 'expand', which: ResultKind) =>
  interaction(
    `${state} ${which}`,
    onTheResults({
      async viewModel(chat, actor) {
        await expectThe(which, state === 'expand', await actor.answer(whetherTheResultIsCollapsed(which)));
        (await chat.resultActions(which)).collapseToggled();
      },
      async browser(results, actor) {
        await expectThe(which, state === 'expand', await actor.answer(whetherTheResultIsCollapsed(which)));
        await results.choose(which, COLLAPSE_ACTION_LABEL);
      },
    }),
  );

async function expectThe(which: ResultKind, collapsed: boolean, actually: boolean): Promise<void> {
  if (actually !== collapsed) throw new Error(`${which} is ${actually ? 'collapsed' : 'expanded'} already`);
}

export const collapseTheResult = (which: ResultKind) => toggleTo('collapse', which);
export const expandTheResult = (which: ResultKind) => toggleTo('expand', which);
