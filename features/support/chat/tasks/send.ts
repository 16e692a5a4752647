import { interaction } from '../../interactions/Interaction';
import { onTheChat } from '../drivers';

/** Types the text in the message box and sends it: it shows in the chat, or the input area says why not. */
export const send = (text: string) =>
  interaction(
    `send "${text.length > 60 ? `${text.slice(0, 60)}…` : text}"`,
    onTheChat({
      async viewModel(chat) {
        const { composer } = await chat.shownWorkspace();
        composer.textChanged(text);
        await composer.sendClicked();
        await chat.app.settled();
      },
      async browser(chat) {
        await chat.workspace();
        await chat.box.fill(text);
        // The list is virtual: a long chat keeps the number of messages on screen, so the messages
        // shown before are marked and the new one is the user's message without the mark.
        await chat.page.getByTestId('chat-message').evaluateAll((shown) => {
          for (const message of shown) message.setAttribute('data-shown-before-send', '');
        });
        await chat.box.press('Enter');
        await chat.page.waitForFunction(
          (sent) =>
            [...document.querySelectorAll('[data-testid="chat-message"][data-message-type="user"]')].some(
              (message) =>
                !message.hasAttribute('data-shown-before-send') &&
                message.querySelector(':scope > p')?.textContent === sent,
            ) || document.querySelector('section[aria-label="Message input"] [role="alert"]') !== null,
          text,
        );
        await chat.sent();
      },
    }),
  );
