import { isFailedMessage, messageText } from '../../../../src/ui/chat/thread/message-view';
import { question } from '../../questions/Question';
import { onTheChatViewModels } from '../drivers';
import { eventually } from '../eventually';

/** Whether the latest bot message is still being worked on. */
export const whetherTheResultIsStillPrepared = () =>
  question(
    'whether the result is still being prepared',
    onTheChatViewModels(async (chat) => {
      const { thread } = await chat.shownWorkspace();
      return thread.messages.findLast((message) => message.type === 'bot')?.status === 'processing';
    }),
  );

/** The failed message's text and the `{chatId}_{id}` it should name. */
export const theFailedResult = () =>
  question(
    'the failed result',
    onTheChatViewModels(async (chat) => {
      const { thread } = await chat.shownWorkspace();
      const failed = thread.messages.findLast(isFailedMessage);
      if (!failed) throw new Error('The chat shows no failed message');
      return { text: messageText(failed), chatId: failed.chatId ?? '', id: failed.id };
    }),
  );

/**
 * How long the link of the chat's file stays valid from now, once the page has renewed it (it
 * does so after the history shows).
 */
export const howLongTheLinkStaysValid = (name: string) =>
  question(
    `how long the link of "${name}" stays valid`,
    onTheChatViewModels(async (chat) => {
      const { thread } = await chat.shownWorkspace();
      const now = () => chat.app.clock.now();
      const expiry = () => {
        const file = thread.messages.flatMap((message) => message.files ?? []).find((f) => f.name === name);
        return file?.linkExpiresAt ?? Number.NaN;
      };
      await eventually(() => expiry() > now());
      return expiry() - now();
    }),
  );
