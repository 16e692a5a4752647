// @vitest-environment happy-dom
import '../test-setup/dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { aChat } from '../../core/testing/builders';
import { Features, FeaturesProvider, provide } from '../app/features';
import type { SessionStore } from '../session/SessionStore';
import { SessionFeature } from '../session/session-feature';
import type { ChatListViewModel } from '../sidebar-chats/ChatListViewModel';
import { ChatListFeature } from '../sidebar-chats/chat-list-feature';
import { ShortcutListener } from './ShortcutListener';

/** The layer's chunk (cmdk, Radix) is transformed on its first import here: slower than in a browser. */
const LAYER_LOADED = { timeout: 15_000 };

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{location.pathname + location.search}</output>;
}

function renderFrame(start = '/') {
  const newCanvases: string[] = [];
  const chatList = {
    visibleChats: [aChat({ id: 'c-1', summary: 'Acme Q4' }), aChat({ id: 'c-2', summary: 'Globex plan' })],
    newCanvasClicked: () => newCanvases.push('new canvas'),
  } as unknown as ChatListViewModel;
  const session = { selectionState: 'not-required' } as unknown as SessionStore;
  render(
    <FeaturesProvider
      features={Features.of([provide(ChatListFeature, chatList), provide(SessionFeature, session)])}
    >
      <MemoryRouter initialEntries={[start]}>
        <input aria-label="Search canvases" />
        <ShortcutListener />
        <Address />
      </MemoryRouter>
    </FeaturesProvider>,
  );
  return { newCanvases };
}

const address = () => screen.getByRole('status', { name: 'Address' }).textContent;
const press = (
  key: string,
  modifiers: { altKey?: boolean; ctrlKey?: boolean } = {},
  target: Element | Window = window,
) =>
  act(() => {
    fireEvent.keyDown(target, { key, ...modifiers });
  });

describe('the shortcuts', () => {
  it('moves down and up the sidebar with Alt+↓ and Alt+↑, the first key loading the layer', async () => {
    renderFrame();
    await press('Alt', { altKey: true });
    await press('ArrowDown', { altKey: true });
    await waitFor(() => expect(address()).toBe('/?chat=c-1'), LAYER_LOADED);
    await press('ArrowDown', { altKey: true });
    expect(address()).toBe('/?chat=c-2');
    await press('ArrowUp', { altKey: true });
    expect(address()).toBe('/?chat=c-1');
  });

  it('starts a New Canvas on Alt+N', async () => {
    const { newCanvases } = renderFrame('/status');
    await press('n', { altKey: true });
    await waitFor(() => expect(address()).toBe('/'), LAYER_LOADED);
    expect(newCanvases).toEqual(['new canvas']);
  });

  it('lists the shortcuts on ?, but not while typing in a field', async () => {
    renderFrame();
    await press('?');
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' }, LAYER_LOADED)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await press('?', {}, screen.getByRole('textbox', { name: 'Search canvases' }));
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).toBeNull();
  });
});
