import { describe, expect, it } from 'vitest';
import { chatUseCasesOver } from '../../../composition/use-cases/chat.module';
import { resultUseCasesOver } from '../../../composition/use-cases/resultActions.module';
import { ManualClock } from '../../../core/testing/ManualClock';
import { aMessage, FakeChatPort, FakeEventsPort, FakeStoragePort, fakeSession } from '../testing/fakes';
import { ChatWorkspaceViewModel } from './ChatWorkspaceViewModel';

/** A 25-message chat over a backend that pages 10 at a time, opened in the workspace. */
async function openedLongChat() {
  const chat = new FakeChatPort();
  chat.pageSize = 10;
  chat.histories.set(
    'chat-1',
    Array.from({ length: 25 }, (_, i) => aMessage({ id: `m-${i}` })),
  );
  const clock = new ManualClock();
  const workspace = new ChatWorkspaceViewModel({
    useCases: chatUseCasesOver({ chat, clock, storage: new FakeStoragePort() }),
    loadResultUseCases: async () => resultUseCasesOver({ chat, clock }),
    clock,
    events: new FakeEventsPort(),
    session: fakeSession(),
    onChatsChanged: () => undefined,
  });
  workspace.attach();
  workspace.chatRequested('chat-1');
  await clock.advance(50);
  return { chat, clock, workspace };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the briefcase needs the whole chat', () => {
  it('reads no earlier page while the briefcase is closed', async () => {
    const { chat, workspace } = await openedLongChat();
    await settle();
    expect(workspace.thread.messages).toHaveLength(10);
    expect(chat.callsOf('fetchHistory')).toHaveLength(1);
  });

  it('reads every earlier page, each once, when the briefcase opens', async () => {
    const { chat, workspace } = await openedLongChat();
    workspace.briefcaseToggled();
    await settle();
    expect(workspace.thread.messages).toHaveLength(25);
    expect(chat.callsOf('fetchHistory')).toHaveLength(3);
  });
});
