import { awaitsResult } from '../../../../src/core/domain/chat/message-factory';
import { interaction } from '../../interactions/Interaction';
import { RESULT_TIMEOUT_MS } from '../BrowserChat';
import { onTheChat } from '../drivers';
import { eventually } from '../eventually';

/** The longest a demo result takes at simulation speed 1, with margin. */
const LONGEST_RESULT_MS = 30_000;

/** Lets the assistant finish: waits until no result is processing any more. */
export const waitForTheAssistant = () =>
  interaction(
    'wait for the assistant to finish',
    onTheChat({
      async viewModel(chat) {
        const { thread } = await chat.shownWorkspace();
        const finished = () => !thread.messages.some(awaitsResult);
        for (let waited = 0; waited < LONGEST_RESULT_MS; waited += 1000) {
          if (finished()) return;
          await chat.app.wait(1000);
          // A status call may still be on its way (real time, see eventually).
          await eventually(finished, 50);
        }
        throw new Error('A result is still processing');
      },
      async browser(chat) {
        // A message still being sent (the input area's status) has no reply in the list yet.
        await chat.page.waitForFunction(
          () =>
            !document.querySelector('[data-testid="chat-message"] [role="status"]') &&
            !document.querySelector('section[aria-label="Message input"] [role="status"]'),
          undefined,
          { timeout: RESULT_TIMEOUT_MS },
        );
      },
    }),
  );
