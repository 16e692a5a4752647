import { chatUseCasesOver } from '../../../composition/use-cases/chat.module';
import { resultUseCasesOver } from '../../../composition/use-cases/resultActions.module';
import type { Message } from '../../../core/domain/message';
import { ManualClock } from '../../../core/testing/ManualClock';
import type { BrowserEffects } from '../result-actions/BrowserEffects';
import { ResultActionsViewModel } from '../result-actions/ResultActionsViewModel';
import { ChatViewModel } from '../thread/ChatViewModel';
import { aMessage, aSendAnswer, FakeChatPort, FakeStoragePort, fakeSession } from './fakes';

/** A campaign result with a validation summary, as the campaign processor answers it. */
export const campaignResult = {
  campaign_name: 'Spring Trail',
  validation: {
    summary: {
      overall_status: 'NEEDS_REVIEW',
      validation_issues: ['Budget is missing'],
      fields_with_issues: 1,
      total_fields_validated: 12,
    },
  },
};

export function recordingEffects() {
  const effects = {
    opened: [] as string[],
    shown: [] as string[],
    downloads: [] as { fileName: string; text: string }[],
    openInNewTab: (url: string) => effects.opened.push(url),
    openTextInNewTab: (text: string) => effects.shown.push(text),
    download: (fileName: string, text: string) => effects.downloads.push({ fileName, text }),
  };
  return effects satisfies BrowserEffects;
}

/** The actions of one result (`r-1`) in an open chat, over the fake chat port. */
export async function resultInChat(result: Partial<Message> = {}) {
  const chat = new FakeChatPort();
  const clock = new ManualClock();
  const session = fakeSession();
  const useCases = chatUseCasesOver({ chat, clock, storage: new FakeStoragePort() });
  const thread = new ChatViewModel({ useCases, clock, session });
  chat.histories.set('chat-1', [
    aMessage({
      id: 'r-1',
      action: 'campaign-processor',
      status: 'completed',
      content: 'Here are the campaign details.',
      jsonResponse: campaignResult,
      ...result,
    }),
  ]);
  thread.openChat('chat-1');
  await thread.loadHistory();
  const effects = recordingEffects();
  const vm = new ResultActionsViewModel(
    { thread, useCases: resultUseCasesOver({ chat, clock }), session, effects },
    'r-1',
  );
  return { chat, clock, session, thread, effects, vm };
}

/** The assistant's acknowledgement of a request about the result. */
export const reply = aSendAnswer({
  message: 'Updating the campaign details…',
  action: 'campaign-augmentor',
  messageId: 'b-2',
});
