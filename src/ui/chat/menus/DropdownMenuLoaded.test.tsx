// @vitest-environment happy-dom
import '../../test-setup/dom';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DropdownMenuLoaded from './DropdownMenuLoaded';

afterEach(cleanup);

function renderMenu() {
  const renamed = vi.fn();
  render(
    <div>
      <a href="/status">Status</a>
      <DropdownMenuLoaded
        triggerLabel="Chat options for Spring creative refresh"
        entries={[{ key: 'rename', label: 'Rename', onSelect: renamed }]}
      >
        …
      </DropdownMenuLoaded>
    </div>,
  );
  return { renamed };
}

describe('a lazily loaded menu, open', () => {
  it('leaves the page around it to a screen reader: nothing focusable is hidden with aria-hidden', () => {
    renderMenu();
    expect(screen.getByRole('menu', { name: 'Chat options for Spring creative refresh' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Status' }).closest('[aria-hidden="true"]')).toBeNull();
  });

  it('still closes on Escape', () => {
    renderMenu();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
