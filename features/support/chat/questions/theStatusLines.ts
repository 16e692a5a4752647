import { LOADING_MESSAGES_TEXT, SENDING_MESSAGE_TEXT } from '../../../../src/ui/chat/status-texts';
import { question } from '../../questions/Question';
import { onTheChat } from '../drivers';

/** 'Loading messages...' and 'Sending message...' while their states last. */
export const theStatusLines = () =>
  question(
    'the status lines of the chat',
    onTheChat({
      async viewModel(chat) {
        const { thread, composer } = await chat.shownWorkspace();
        const lines: string[] = [];
        if (thread.historyState === 'loading') lines.push(LOADING_MESSAGES_TEXT);
        if (composer.sending) lines.push(SENDING_MESSAGE_TEXT);
        return lines;
      },
      async browser(chat) {
        const lines: string[] = [];
        for (const line of [LOADING_MESSAGES_TEXT, SENDING_MESSAGE_TEXT])
          if (await chat.page.getByText(line, { exact: true }).isVisible()) lines.push(line);
        return lines;
      },
    }),
  );
