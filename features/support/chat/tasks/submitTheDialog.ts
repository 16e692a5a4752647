import {
  validateAssistantQuestion,
  validateEditInstructions,
  validateRejectionReason,
} from '../../../../src/core/domain/chat/validation-texts';
import type { ResultActionsViewModel } from '../../../../src/ui/chat/result-actions/ResultActionsViewModel';
import { interaction } from '../../interactions/Interaction';
import type { DialogSeen, ResultKind, TextDialog } from '../chat-words';
import { onTheResults } from '../drivers';

/** What the actor remembers of the dialog they submitted. */
export const DIALOG_SEEN = 'dialog';

/** Each dialog: the drawer item and action that open it, its submit, and the alert it shows for a text. */
const DIALOGS = {
  'Help Us Improve': {
    item: 'Reject',
    action: 'reject',
    button: 'Regenerate with Feedback',
    submit: (actions: ResultActionsViewModel, text: string) => actions.dialogs.rejectionSubmitted(text),
    alertFor: validateRejectionReason,
  },
  'Ask Assistant': {
    item: 'Ask Assistant',
    action: 'ask-assistant',
    button: 'Ask',
    submit: (actions: ResultActionsViewModel, text: string) => actions.dialogs.questionSubmitted(text),
    alertFor: validateAssistantQuestion,
  },
  'Update Campaign Details': {
    item: 'Edit',
    action: 'edit',
    button: /^(Update|Apply Changes)$/,
    submit: (actions: ResultActionsViewModel, text: string) => actions.dialogs.editSubmitted(text),
    alertFor: validateEditInstructions,
  },
} as const;

/** Opens a result's dialog, types the text and submits it; remembers what the dialog then showed. */
export const submitTheDialog = (dialog: TextDialog, which: ResultKind, text: string) =>
  interaction(
    `submit "${dialog}" for ${which} with "${text}"`,
    onTheResults({
      async viewModel(chat, actor) {
        const actions = await chat.resultActions(which);
        const { thread } = await chat.shownWorkspace();
        const shownBefore = thread.messages.length;
        const { action, submit, alertFor } = DIALOGS[dialog];
        await actions.select(action);
        if (!actions.dialogs.open) throw new Error(`'${dialog}' did not open`);
        const accepted = await submit(actions, text);
        await chat.app.settled();
        actor.remember<DialogSeen>(DIALOG_SEEN, {
          alert: alertFor(text),
          accepted,
          open: actions.dialogs.open !== null,
          // A request about the result shows in the chat as the user's message.
          sent: thread.messages.length > shownBefore,
        });
      },
      async browser(results, actor) {
        let requests = 0;
        const countSends = (request: { method(): string; url(): string }) => {
          if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/chat') requests += 1;
        };
        results.page.on('request', countSends);
        try {
          const { item, button } = DIALOGS[dialog];
          await results.choose(which, item);
          const box = results.page.getByRole('dialog', { name: dialog });
          await box.getByRole('textbox').fill(text);
          await box.getByRole('button', { name: button, exact: typeof button === 'string' }).click();
          // Taken, it closes and the request goes out; refused, it stays with its alert.
          const closed = await box
            .waitFor({ state: 'detached', timeout: 2_000 })
            .then(() => true)
            .catch(() => false);
          if (closed) await results.sent();
          const alert = closed ? null : ((await box.getByRole('alert').textContent()) ?? '').trim() || null;
          actor.remember<DialogSeen>(DIALOG_SEEN, {
            alert,
            accepted: closed,
            open: !closed,
            sent: requests > 0,
          });
        } finally {
          results.page.off('request', countSends);
        }
      },
    }),
  );
