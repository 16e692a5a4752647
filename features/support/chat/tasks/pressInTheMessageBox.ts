import { composerKeyIntent, insertNewline } from '../../../../src/ui/chat/composer/composer-keys';
import { interaction } from '../../interactions/Interaction';
import type { MessageBoxKey } from '../chat-words';
import { onTheChat } from '../drivers';

/** Presses a key of the message box (spec 1 §2: Enter sends, Ctrl+Enter a new line), the caret at the end. */
export const pressInTheMessageBox = (key: MessageBoxKey) =>
  interaction(
    `press ${key} in the message box`,
    onTheChat({
      /** What the page's key handler does with the key (Composer.tsx); the browser's own default is not modelled. */
      async viewModel(chat) {
        const { composer } = await chat.shownWorkspace();
        const intent = composerKeyIntent({
          key: 'Enter',
          ctrlKey: key === 'Ctrl+Enter',
          shiftKey: key === 'Shift+Enter',
        });
        if (intent === 'send') await composer.sendClicked();
        if (intent === 'newline') {
          const end = composer.text.length;
          composer.textChanged(insertNewline(composer.text, end, end).text);
        }
        await chat.app.settled();
      },
      browser: (chat) => chat.box.press(key.replace('Ctrl', 'Control')),
    }),
  );
