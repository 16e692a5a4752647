import {
  judgementLabel,
  messageText,
  PROCESSING_NOTE,
  showsProcessingNote,
  speakerOf,
} from '../../../../src/ui/chat/thread/message-view';
import { question } from '../../questions/Question';
import type { MessageStateSeen, Speaker } from '../chat-words';
import { onTheChat } from '../drivers';

/** Each message of the open chat, oldest first: who it is from, its text and the note under it. */
export const theMessageStates = () =>
  question(
    'the messages of the chat and their states',
    onTheChat<MessageStateSeen[]>({
      async viewModel(chat) {
        const { thread } = await chat.shownWorkspace();
        return thread.messages.map((message) => ({
          speaker: speakerOf(message) as Speaker,
          text: messageText(message),
          note: showsProcessingNote(message) ? PROCESSING_NOTE : (judgementLabel(message) ?? ''),
          chatId: message.chatId,
          id: message.id,
        }));
      },
      async browser(chat) {
        await chat.historyLoaded();
        return chat.page.getByTestId('chat-message').evaluateAll((articles) =>
          articles.map((article) => {
            const paragraphs = [...article.querySelectorAll(':scope > p')];
            const text = paragraphs[0]?.textContent ?? '';
            const notes = paragraphs.slice(1).map((paragraph) => paragraph.textContent ?? '');
            return {
              speaker: (article.querySelector('header span')?.textContent ?? '') as Speaker,
              text,
              note: notes.find((note) => ['Processing…', 'Approved', 'Rejected'].includes(note)) ?? '',
              chatId: new URL(location.href).searchParams.get('chat') ?? '',
              id: article.getAttribute('data-message-id') ?? '',
            };
          }),
        );
      },
    }),
  );
