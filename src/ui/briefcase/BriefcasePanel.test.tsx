// @vitest-environment happy-dom
import '../test-setup/dom';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { briefcaseUseCasesOver } from '../../composition/use-cases/briefcase.module';
import type { Message } from '../../core/domain/message';
import { ManualClock, settle } from '../../core/testing/ManualClock';
import { BriefcasePanel } from './BriefcasePanel';
import type { BriefcaseViewModel } from './BriefcaseViewModel';
import { createBriefcaseViewModel } from './createBriefcaseViewModel';
import { fakeLayout } from './testing/fake-layout';
import { chatHolding, fakeSession, fileChangesSent, openChat, result, upload } from './testing/fakes';

const NOW = new Date(2026, 10, 23, 12, 0).getTime();
const at = (hour: number) => new Date(2026, 10, 23, hour, 0).toISOString();

let vms: BriefcaseViewModel[] = [];
let restoreLayout = () => {};
beforeEach(() => {
  restoreLayout = fakeLayout();
});
afterEach(() => {
  for (const vm of vms) vm.dispose();
  vms = [];
  restoreLayout();
});

function renderPanel(messages: Message[], session = fakeSession()) {
  const server = chatHolding(messages);
  const source = openChat(server);
  const clock = new ManualClock(NOW);
  const vm = createBriefcaseViewModel({
    useCases: briefcaseUseCasesOver({ chat: server, clock }),
    session,
    clock,
    source,
  });
  vms.push(vm);
  const onClose = vi.fn();
  const view = render(<BriefcasePanel vm={vm} onClose={onClose} />);
  return { vm, server, source, onClose, view };
}

/** Radix tabs and menu triggers react to the pointer going down, as a real click starts with one. */
function press(element: HTMLElement) {
  fireEvent.pointerDown(element, { button: 0, ctrlKey: false, pointerType: 'mouse' });
  fireEvent.mouseDown(element, { button: 0 });
  fireEvent.click(element);
}

const sample = () => [
  upload(at(8), 'Acme_IO.pdf'),
  result(at(9), 'campaign-processor', { files: [{ name: 'Acme campaign' }], status: 'approved' }),
  result(at(10), 'campaign-launcher', { files: [{ name: 'Launch plan' }] }),
];

/** Double-clicks a file's name and answers the field it turns into. */
function startRenaming(name: string): HTMLElement {
  fireEvent.doubleClick(screen.getByRole('button', { name }));
  return screen.getByRole('textbox', { name: `New name for ${name}` });
}

describe('BriefcasePanel', () => {
  it('shows the search box and both tabs with their count badges', () => {
    renderPanel(sample());
    expect(screen.getByPlaceholderText('Search files...')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Workflow 2' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Uploaded 1' })).toBeTruthy();
  });

  it('lists generated files under their sections and uploaded files in the other tab', () => {
    renderPanel(sample());
    const generated = screen.getByRole('region', { name: 'Generated files' });
    expect(within(generated).getByRole('button', { name: 'IO 1 files' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(
      within(generated).getByRole('button', { name: 'Creative 0 files' }).getAttribute('aria-expanded'),
    ).toBe('false');
    expect(within(generated).getByRole('article', { name: 'Acme campaign' }).textContent).toContain(
      'Approved',
    );
    expect(within(generated).getByText('Today, 9:00 AM')).toBeTruthy();
    press(screen.getByRole('tab', { name: /Uploaded/ }));
    expect(screen.getByRole('article', { name: 'Acme_IO.pdf' })).toBeTruthy();
  });

  it('filters on every keystroke and says when nothing matches', () => {
    renderPanel(sample());
    const search = screen.getByRole('searchbox', { name: 'Search files' });
    fireEvent.change(search, { target: { value: 'LAUNCH' } });
    expect(screen.getByRole('tab', { name: 'Workflow 1' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Acme campaign' })).toBeNull();
    fireEvent.change(search, { target: { value: 'acme_io' } });
    expect(screen.getByText('No matching generated files found')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(screen.getByText('No matching files found')).toBeTruthy();
  });

  it('says so when a tab has no files at all', () => {
    renderPanel([]);
    expect(screen.getByText('No generated files')).toBeTruthy();
    press(screen.getByRole('tab', { name: /Uploaded/ }));
    expect(screen.getByText('No uploaded files')).toBeTruthy();
  });

  it("says 'No files in {section}' when an empty section is opened", () => {
    renderPanel(sample());
    fireEvent.click(screen.getByRole('button', { name: 'Creative 0 files' }));
    expect(screen.getByText('No files in Creative')).toBeTruthy();
  });

  it('offers the file actions on the more-actions button', async () => {
    const { server } = renderPanel(sample());
    press(screen.getByRole('button', { name: 'More actions for Launch plan' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Reference in chat', 'Go to message', 'Rename', 'Pin']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Pin' }));
    await act(settle);
    expect(fileChangesSent(server).map((call) => call.change)).toEqual([{ pinned: true }]);
    expect(
      screen.getByRole('article', { name: 'Launch plan' }).querySelector('[aria-label="Pinned"]'),
    ).toBeTruthy();
  });

  it('offers the same actions, without Reference in chat, on a right click of an uploaded file', async () => {
    const { source } = renderPanel(sample());
    press(screen.getByRole('tab', { name: /Uploaded/ }));
    fireEvent.contextMenu(screen.getByRole('article', { name: 'Acme_IO.pdf' }), { clientX: 20, clientY: 20 });
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Go to message', 'Rename', 'Pin']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Go to message' }));
    expect(source.wentTo).toHaveLength(1);
  });

  it('goes to the source message on a single click of the name', () => {
    const messages = sample();
    const { source } = renderPanel(messages);
    fireEvent.click(screen.getByRole('button', { name: 'Launch plan' }));
    expect(source.wentTo).toEqual([messages[2]?.messageId]);
  });

  it('renames on double-click: Enter commits the trimmed name', async () => {
    const { server } = renderPanel(sample());
    const field = startRenaming('Launch plan');
    fireEvent.change(field, { target: { value: '  DV360 launch  ' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await act(settle);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'DV360 launch' }));
    expect(fileChangesSent(server).map((call) => call.change)).toEqual([{ name: 'DV360 launch' }]);
  });

  it('renames on blur, and Escape cancels', async () => {
    const { server } = renderPanel(sample());
    let field = startRenaming('Launch plan');
    fireEvent.change(field, { target: { value: 'Never saved' } });
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Launch plan' }));

    field = startRenaming('Acme campaign');
    fireEvent.change(field, { target: { value: 'launch PLAN' } });
    fireEvent.blur(field);
    await act(settle);
    expect(screen.getByRole('button', { name: 'launch PLAN (1)' })).toBeTruthy();
    expect(fileChangesSent(server).map((call) => call.change)).toEqual([{ name: 'launch PLAN (1)' }]);
  });

  it('starts renaming from the Rename menu item', async () => {
    renderPanel(sample());
    press(screen.getByRole('button', { name: 'More actions for Launch plan' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    expect(screen.getByRole('textbox', { name: 'New name for Launch plan' })).toBeTruthy();
  });

  it('shows why a save failed, with the old name back', async () => {
    const { server } = renderPanel(sample());
    server.failNext = new Error('Server unavailable');
    const field = startRenaming('Launch plan');
    fireEvent.change(field, { target: { value: 'Other' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await act(settle);
    expect(screen.getByRole('alert').textContent).toContain(
      'Could not rename "Launch plan": Server unavailable',
    );
    expect(screen.getByRole('button', { name: 'Launch plan' })).toBeTruthy();
  });

  it('resizes from the keyboard between 250 px and 30% of the window', () => {
    renderPanel(sample());
    const handle = screen.getByRole('separator', { name: 'Resize briefcase' });
    const panel = screen.getByRole('complementary', { name: 'Briefcase' });
    expect(panel.style.width).toBe('300px');
    fireEvent.keyDown(handle, { key: 'End' });
    expect(panel.style.width).toBe(`${Math.floor(window.innerWidth * 0.3)}px`);
    fireEvent.keyDown(handle, { key: 'Home' });
    expect(panel.style.width).toBe('250px');
  });

  it('closes through its close button', () => {
    const { onClose } = renderPanel([]);
    fireEvent.click(screen.getByRole('button', { name: 'Close briefcase' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('is not shown to users who may not send messages', () => {
    renderPanel(sample(), fakeSession({ permissions: {} }));
    expect(screen.queryByRole('complementary', { name: 'Briefcase' })).toBeNull();
  });

  it('keeps the page small with 2,000 files: only the visible rows are rendered', () => {
    const many = Array.from({ length: 2000 }, (_, i) =>
      result(new Date(NOW - i * 60_000).toISOString(), 'fb-api', { files: [{ name: `File ${i}` }] }),
    );
    renderPanel(many);
    expect(screen.getByRole('tab', { name: 'Workflow 2000' })).toBeTruthy();
    const rendered = screen.getAllByRole('article').length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(40);
  });
});

describe('BriefcasePanel as a phone sheet', () => {
  /** The screen answers the phone query (or not); everything else the panel asks of it is not matched. */
  const screenIsAPhone = (phone: boolean) =>
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: phone && query === '(max-width: 599.98px)',
      addEventListener() {},
      removeEventListener() {},
    }));
  let opener: HTMLButtonElement;
  beforeEach(() => {
    opener = document.createElement('button');
    opener.textContent = 'Show briefcase';
    document.body.append(opener);
    opener.focus();
  });
  afterEach(() => {
    opener.remove();
    vi.unstubAllGlobals();
  });

  it('takes the focus, closes on Escape and gives the focus back to the button that opened it', () => {
    screenIsAPhone(true);
    const { onClose, view } = renderPanel(sample());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close briefcase' }));
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Workflow 2' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
    view.unmount();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps the focus inside while open: Tab from its last control goes to its first', () => {
    screenIsAPhone(true);
    renderPanel(sample());
    const panel = screen.getByRole('complementary', { name: 'Briefcase' });
    // What Tab reaches, in order (jsdom moves no focus on Tab itself: the scope's loop does).
    const reached = [...panel.querySelectorAll<HTMLElement>('*')].filter(
      (element) => element.tabIndex >= 0 && !element.closest('[hidden]'),
    );
    reached.at(-1)?.focus();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Tab' });
    expect(document.activeElement).toBe(reached[0]);
  });

  it('leaves Escape in the search box to the search', () => {
    screenIsAPhone(true);
    const { onClose } = renderPanel(sample());
    fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Search files' }), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('beside the chat on a wider screen, leaves the focus and Escape alone', () => {
    screenIsAPhone(false);
    const { onClose } = renderPanel(sample());
    expect(document.activeElement).toBe(opener);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Workflow 2' }), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });
});
