// @vitest-environment happy-dom
import { chatUseCasesOver } from '../../../composition/use-cases/chat.module';
import { resultUseCasesOver } from '../../../composition/use-cases/resultActions.module';
import '../../test-setup/dom';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../../../core/testing/ManualClock';
import {
  aMessage,
  aSendAnswer,
  FakeChatPort,
  FakeEventsPort,
  FakeStoragePort,
  fakeSession,
} from '../testing/fakes';
import { ChatWorkspace } from './ChatWorkspace';
import { ChatWorkspaceViewModel } from './ChatWorkspaceViewModel';

function setup() {
  const chat = new FakeChatPort();
  const clock = new ManualClock();
  const workspace = new ChatWorkspaceViewModel({
    useCases: chatUseCasesOver({ chat, clock, storage: new FakeStoragePort() }),
    loadResultUseCases: async () => resultUseCasesOver({ chat, clock }),
    clock,
    events: new FakeEventsPort(),
    session: fakeSession(),
  });
  return { chat, clock, workspace };
}

async function openChat(context: ReturnType<typeof setup>, chatId: string) {
  await act(async () => {
    context.workspace.chatRequested(chatId);
    await context.clock.advance(50);
  });
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  // happy-dom lays nothing out: give every element a size, as a 600 px tall window would.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(100);
});
afterEach(() => vi.restoreAllMocks());

describe('ChatWorkspace', () => {
  it('keeps the DOM small however long the history is', async () => {
    const context = setup();
    const history = Array.from({ length: 5000 }, (_, i) =>
      aMessage({ id: `m-${i}`, type: i % 2 ? 'bot' : 'user', content: `Message ${i}` }),
    );
    context.chat.histories.set('chat-long', history);
    render(<ChatWorkspace workspace={context.workspace} />);
    await openChat(context, 'chat-long');
    // The rows' code loads with the first chat opened.
    const list = await screen.findByRole('log', { name: 'Messages' }, { timeout: 10_000 });
    expect(list.getAttribute('data-message-count')).toBe('5000');
    const rendered = within(list).getAllByTestId('chat-message');
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(50);
  });

  it("shows 'Loading messages...' until the history arrives", async () => {
    const context = setup();
    context.chat.histories.set('chat-1', []);
    render(<ChatWorkspace workspace={context.workspace} />);
    act(() => context.workspace.chatRequested('chat-1'));
    expect(screen.getByRole('status').textContent).toBe('Loading messages...');
  });

  it('shows what people wrote as text, never as markup', async () => {
    const context = setup();
    context.chat.histories.set('chat-1', [
      aMessage({ id: 'm-1', type: 'user', content: '<img src=x onerror="alert(1)">hello' }),
    ]);
    const { container } = render(<ChatWorkspace workspace={context.workspace} />);
    await openChat(context, 'chat-1');
    expect(
      await screen.findByText('<img src=x onerror="alert(1)">hello', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });

  it('sends on Enter, and inserts a newline on Ctrl+Enter without sending', async () => {
    const context = setup();
    context.chat.sendAnswers = [aSendAnswer({ message: 'Hi!' })];
    render(<ChatWorkspace workspace={context.workspace} />);
    const box = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    expect(box.placeholder).toBe('Message');

    fireEvent.change(box, { target: { value: 'first line' } });
    box.setSelectionRange(10, 10);
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    expect(context.workspace.composer.text).toBe('first line\n');
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(context.chat.callsOf('sendMessage')).toHaveLength(0);

    await act(async () => {
      fireEvent.keyDown(box, { key: 'Enter' });
    });
    expect(context.chat.callsOf('sendMessage')[0]?.args[0]).toMatchObject({ message: 'first line' });
    expect(await screen.findByText('Hi!')).toBeTruthy();
  });

  it('labels the briefcase toggle by what it will do', () => {
    const context = setup();
    render(
      <ChatWorkspace workspace={context.workspace} renderBriefcase={() => <aside>Briefcase panel</aside>} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show briefcase' }));
    expect(screen.getByText('Briefcase panel')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide briefcase' })).toBeTruthy();
  });

  it('approves a result from its action bar and shows Approved', async () => {
    const context = setup();
    context.chat.histories.set('chat-1', [
      aMessage({
        id: 'r-1',
        action: 'campaign-processor',
        status: 'completed',
        jsonResponse: { budget: 100 },
      }),
    ]);
    render(<ChatWorkspace workspace={context.workspace} />);
    await openChat(context, 'chat-1');
    const approve = await screen.findByRole('button', { name: 'Approve' }, { timeout: 10_000 });
    await act(async () => {
      fireEvent.click(approve);
    });
    expect(context.chat.callsOf('setMessageStatus')[0]?.args).toEqual([
      'chat-1',
      'r-1',
      'approved',
      undefined,
    ]);
    expect(screen.getByText('Approved')).toBeTruthy();
  });
});
