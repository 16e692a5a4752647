// @vitest-environment happy-dom
import '../test-setup/dom';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatListUseCasesOver } from '../../composition/use-cases/chatList.module';
import { UNPIN_BEFORE_REMOVE_TEXT } from '../../core/domain/chat/chat-list';
import { aChat } from '../../core/testing/builders';
import { ManualClock } from '../../core/testing/ManualClock';
import { Features, FeaturesProvider, provide } from '../app/features';
import { FakeChatPort, FakeEventsPort, fakeSession } from '../chat/testing/fakes';
import { ChatListViewModel } from './ChatListViewModel';
import { ChatListFeature } from './chat-list-feature';
import { SidebarChats } from './SidebarChats';

async function setup() {
  const chat = new FakeChatPort();
  chat.chats = [
    aChat({ id: 'c-1', summary: 'Spring creative refresh', updatedAt: '2026-11-20T09:00:00Z' }),
    aChat({
      id: 'c-2',
      summary: 'Q4 holiday insertion order',
      pinned: true,
      updatedAt: '2026-11-17T09:00:00Z',
    }),
  ];
  const clock = new ManualClock();
  const events = new FakeEventsPort();
  const chatList = new ChatListViewModel({
    ...chatListUseCasesOver({ chat, events }),
    clock,
    events,
    session: fakeSession(),
  });
  // Only the chat list is read by this part of the sidebar.
  render(
    <FeaturesProvider features={Features.of([provide(ChatListFeature, chatList)])}>
      <MemoryRouter>
        <SidebarChats />
      </MemoryRouter>
    </FeaturesProvider>,
  );
  await act(() => clock.advance(200));
  return { chat, events, chatList };
}

const chatNames = () =>
  within(screen.getByRole('list', { name: 'Chat history' }))
    .getAllByTestId('chat-name')
    .map((name) => name.textContent);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('SidebarChats', () => {
  it('lists pinned chats first and links each to its chat', async () => {
    await setup();
    expect(chatNames()).toEqual(['Q4 holiday insertion order', 'Spring creative refresh']);
    expect(screen.getByRole('link', { name: /Spring creative refresh/ }).getAttribute('href')).toBe(
      '/?chat=c-1',
    );
  });

  it('renames a chat after a double-click; Escape cancels', async () => {
    const { chat } = await setup();
    fireEvent.doubleClick(screen.getByRole('link', { name: /Spring creative refresh/ }));
    const field = screen.getByRole('textbox', { name: 'Chat name' });
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(screen.queryByRole('textbox', { name: 'Chat name' })).toBeNull();

    fireEvent.doubleClick(screen.getByRole('link', { name: /Spring creative refresh/ }));
    const again = screen.getByRole('textbox', { name: 'Chat name' });
    fireEvent.change(again, { target: { value: 'Spring refresh, round 2' } });
    await act(async () => {
      fireEvent.blur(again);
    });
    expect(chatNames()).toContain('Spring refresh, round 2');
    // The rename's flow loads with the first edit: the call follows as soon as it has.
    await vi.waitFor(() =>
      expect(chat.callsOf('renameChat')[0]?.args).toEqual(['c-1', 'Spring refresh, round 2']),
    );
  });

  it('narrows the list with the search box', async () => {
    await setup();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search canvases' }), { target: { value: 'q4' } });
    expect(chatNames()).toEqual(['Q4 holiday insertion order']);
  });

  it('asks to unpin a pinned chat before removing it, from its menu', async () => {
    await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Chat options for Q4 holiday insertion order' }));
    const remove = await screen.findByRole('menuitem', { name: 'Remove' }, { timeout: 10_000 });
    await act(async () => {
      fireEvent.click(remove);
    });
    expect(screen.getByRole('alert').textContent).toContain(UNPIN_BEFORE_REMOVE_TEXT);
  });

  it("starts a new canvas with 'New Canvas'", async () => {
    const { events } = await setup();
    fireEvent.click(screen.getByRole('button', { name: 'New Canvas' }));
    expect(events.emitted.map((e) => e.name)).toEqual(['resetChat']);
  });
});
