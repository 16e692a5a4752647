import {
  workflowStepOfMessage,
  workflowStepText,
} from '../../../../src/core/domain/orchestration-run/workflow-steps';
import type { ResultViewChoice } from '../../../../src/ui/chat/results/pick-result-view';
import { hasResult } from '../../../../src/ui/chat/thread/message-view';
import { question } from '../../questions/Question';
import { onTheWork } from '../drivers';
import { VIEW_TITLES, type WorkResultSeen } from '../work-words';

/** Sidekick's latest answer: the agent that gave it, the workflow step it says it is, the view it shows in. */
export const theLatestAnswer = () =>
  question(
    'the latest answer',
    onTheWork<WorkResultSeen>({
      async viewModel(work) {
        const message = (await work.thread()).messages.findLast((m) => m.type === 'bot');
        if (!message) throw new Error('Sidekick has not answered');
        const step = workflowStepOfMessage(message.action, message.subAction);
        return {
          agent: message.action ?? '',
          step: step ? workflowStepText(step) : null,
          view: hasResult(message) ? titleOf(work.viewOf(message)) : 'Answer',
        };
      },
      async browser(work) {
        const message = await work.latestAnswer();
        const agent = (await message.getAttribute('data-action')) ?? '';
        if ((await message.getAttribute('data-has-result')) === null)
          return { agent, step: null, view: 'Answer' };
        // The step shows with the result, which loads on demand: read it once the view is there.
        const view = await work.viewTitle(message);
        const step = message.getByTestId('result-step');
        return { agent, step: (await step.count()) > 0 ? await step.textContent() : null, view };
      },
    }),
  );

function titleOf(choice: ResultViewChoice): string {
  return choice.kind === 'analysis' ? choice.model.title : (VIEW_TITLES[choice.kind] ?? 'Result');
}
