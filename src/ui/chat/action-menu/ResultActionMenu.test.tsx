// @vitest-environment happy-dom
import '../../test-setup/dom';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ResultActionMenu } from './ResultActionMenu';
import type { ResultActionItem } from './result-action-item';

function item(id: string, label: string, more: Partial<ResultActionItem> = {}): ResultActionItem {
  return { id, label, enabled: true, onSelect: vi.fn(), ...more };
}

function standardItems() {
  return [
    item('reference', 'Reference in chat', { pressed: false }),
    item('download-json', 'Download JSON'),
    item('export-spreadsheet', 'Export to spreadsheet', { enabled: false }),
    item('approve', 'Approve', { pressed: true }),
    item('edit', 'Edit', { enabled: false }),
    item('ask-assistant', 'Ask Assistant'),
  ];
}

/** Opens the drawer the way a keyboard user does (Radix opens on key down). */
async function openDrawer() {
  const trigger = screen.getByRole('button', { name: 'More actions for this result' });
  act(() => trigger.focus());
  fireEvent.keyDown(trigger, { key: 'Enter' });
  return screen.findByRole('menu', { name: 'More actions for this result' });
}

describe('ResultActionMenu', () => {
  it('offers Reference, Approve and Edit as buttons beside the "More actions" trigger', () => {
    render(<ResultActionMenu items={standardItems()} />);
    const bar = screen.getByRole('toolbar', { name: 'Result actions' });
    const names = within(bar)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual(['Reference in chat', 'Approve', 'Edit', 'More actions for this result']);
  });

  it('shows the toggles’ state on the quick buttons', () => {
    render(<ResultActionMenu items={standardItems()} />);
    expect(screen.getByRole('button', { name: 'Approve' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Reference in chat' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(screen.getByRole('button', { name: 'Edit' }).hasAttribute('aria-pressed')).toBe(false);
  });

  it('runs an enabled quick action and ignores a disabled one', () => {
    const items = standardItems();
    render(<ResultActionMenu items={items} />);
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(items.find((i) => i.id === 'approve')?.onSelect).toHaveBeenCalledTimes(1);
    expect(items.find((i) => i.id === 'edit')?.onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Edit' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('moves between the bar’s buttons with the arrow keys, Home and End', () => {
    render(<ResultActionMenu items={standardItems()} />);
    const reference = screen.getByRole('button', { name: 'Reference in chat' });
    act(() => reference.focus());
    fireEvent.keyDown(reference, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Approve' }));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'More actions for this result' }));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Home' });
    expect(document.activeElement).toBe(reference);
  });

  it('lists every action in the drawer, disabled ones greyed out, toggles as checkboxes', async () => {
    render(<ResultActionMenu items={standardItems()} />);
    const menu = await openDrawer();
    const entries = [...menu.querySelectorAll('[role^="menuitem"]')];
    expect(entries.map((entry) => entry.textContent?.replace('✓', ''))).toEqual([
      'Reference in chat',
      'Download JSON',
      'Export to spreadsheet',
      'Approve',
      'Edit',
      'Ask Assistant',
    ]);
    const approve = within(menu).getByRole('menuitemcheckbox', { name: /Approve/ });
    expect(approve.getAttribute('aria-checked')).toBe('true');
    const reference = within(menu).getByRole('menuitemcheckbox', { name: /Reference in chat/ });
    expect(reference.getAttribute('aria-checked')).toBe('false');
    const exportItem = within(menu).getByRole('menuitem', { name: 'Export to spreadsheet' });
    expect(exportItem.getAttribute('aria-disabled')).toBe('true');
    expect(exportItem.hasAttribute('data-disabled')).toBe(true);
    expect(within(menu).getByRole('menuitem', { name: 'Download JSON' }).hasAttribute('aria-disabled')).toBe(
      false,
    );
  });

  it('does not run a disabled item and keeps the drawer open', async () => {
    const items = standardItems();
    render(<ResultActionMenu items={items} />);
    const menu = await openDrawer();
    const exportItem = within(menu).getByRole('menuitem', { name: 'Export to spreadsheet' });
    act(() => exportItem.focus());
    fireEvent.keyDown(exportItem, { key: 'Enter' });
    expect(items.find((i) => i.id === 'export-spreadsheet')?.onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeTruthy();
  });

  it('runs an enabled item chosen with the keyboard and closes the drawer', async () => {
    const items = standardItems();
    render(<ResultActionMenu items={items} />);
    const menu = await openDrawer();
    const download = within(menu).getByRole('menuitem', { name: 'Download JSON' });
    act(() => download.focus());
    fireEvent.keyDown(download, { key: 'Enter' });
    expect(items.find((i) => i.id === 'download-json')?.onSelect).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('moves through disabled items with the arrow keys as well', async () => {
    render(<ResultActionMenu items={standardItems()} />);
    const menu = await openDrawer();
    const download = within(menu).getByRole('menuitem', { name: 'Download JSON' });
    act(() => download.focus());
    fireEvent.keyDown(download, { key: 'ArrowDown' });
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(menu).getByRole('menuitem', { name: 'Export to spreadsheet' }),
      ),
    );
  });

  it('closes the drawer on Escape', async () => {
    render(<ResultActionMenu items={standardItems()} />);
    const menu = await openDrawer();
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('uses the label it is given for the trigger and the drawer', async () => {
    render(<ResultActionMenu items={standardItems()} label="More actions for the launch configuration" />);
    expect(screen.getByRole('button', { name: 'More actions for the launch configuration' })).toBeTruthy();
  });

  it('renders nothing without actions', () => {
    const { container } = render(<ResultActionMenu items={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
