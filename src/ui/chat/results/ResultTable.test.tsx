// @vitest-environment happy-dom
import '../../test-setup/dom';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ResultTable } from './ResultTable';

function shownValue(field: string, table = screen.getByRole('table', { name: 'Result details' })) {
  const header = within(table).getByRole('rowheader', { name: field });
  return header.closest('tr')?.querySelector('td')?.textContent;
}

describe('ResultTable', () => {
  it('shows keys with spaces for underscores beside their values', () => {
    render(<ResultTable value={{ campaign_name: 'Spring Sale', total_budget: 5000 }} />);
    expect(shownValue('campaign name')).toBe('Spring Sale');
    expect(shownValue('total budget')).toBe('5000');
  });

  it('shows "-" for empty values', () => {
    render(<ResultTable value={{ notes: '', tags: [], owner: null }} />);
    expect([shownValue('notes'), shownValue('tags'), shownValue('owner')]).toEqual(['-', '-', '-']);
  });

  it('shows HTML and scripts in values as literal text', () => {
    const html = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const { container } = render(<ResultTable value={{ '<b>key</b>': html }} />);
    expect(screen.getByText(html)).toBeTruthy();
    expect(screen.getByText('<b>key</b>')).toBeTruthy();
    expect(container.querySelector('img, script, b')).toBeNull();
  });

  it('labels array elements Item 1, Item 2 in a nested table', () => {
    render(<ResultTable value={{ line_items: [{ name: 'Display' }, { name: 'Video' }] }} />);
    const lineItems = screen.getByRole('table', { name: 'line items' });
    expect(within(lineItems).getByRole('button', { name: 'Item 1' })).toBeTruthy();
    expect(within(lineItems).getByRole('button', { name: 'Item 2' })).toBeTruthy();
    expect(screen.getByText('Display')).toBeTruthy();
  });

  it('shows value, status and notes in three columns', () => {
    render(<ResultTable value={{ budget: { value: 5000, status: 'valid', notes: 'Matches the IO' } }} />);
    const table = screen.getByRole('table', { name: 'Result details' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Field', 'Value', 'Status', 'Notes']);
    const cells = within(table)
      .getByRole('rowheader', { name: 'budget' })
      .closest('tr')
      ?.querySelectorAll('td');
    expect(Array.from(cells ?? []).map((td) => td.textContent)).toEqual(['5000', 'valid', 'Matches the IO']);
  });

  it('folds and unfolds a nested section', () => {
    render(<ResultTable value={{ targeting: { geo: 'US', age: '18-34' } }} />);
    const toggle = screen.getByRole('button', { name: 'targeting' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('US')).toBeTruthy();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('US')).toBeNull();
    expect(screen.getByText('2 fields')).toBeTruthy();

    fireEvent.click(toggle);
    expect(screen.getByText('US')).toBeTruthy();
  });

  it('starts deep sections folded and opens them on request', () => {
    render(<ResultTable value={{ a: { b: { c: { d: 'deep' } } } }} />);
    expect(screen.queryByText('deep')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'c' }));
    expect(screen.getByText('deep')).toBeTruthy();
  });

  it('hides the whole table when collapsed and asks the parent to toggle', () => {
    const onToggleCollapsed = vi.fn();
    const { rerender } = render(
      <ResultTable value={{ campaign_name: 'Spring' }} collapsed onToggleCollapsed={onToggleCollapsed} />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show details' }));
    expect(onToggleCollapsed).toHaveBeenCalledTimes(1);

    rerender(
      <ResultTable
        value={{ campaign_name: 'Spring' }}
        collapsed={false}
        onToggleCollapsed={onToggleCollapsed}
      />,
    );
    expect(screen.getByText('Spring')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide details' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('shows no collapse toggle when the parent does not handle one', () => {
    render(<ResultTable value={{ a: 1 }} />);
    expect(screen.queryByRole('button', { name: /details/ })).toBeNull();
  });

  it('renders a cyclic value without hanging', () => {
    const node: Record<string, unknown> = { name: 'loop' };
    node.self = node;
    render(<ResultTable value={node} />);
    expect(shownValue('self')).toBe('…');
  });

  it('uses the given accessible name', () => {
    render(<ResultTable value={{ a: 1 }} label="Campaign details" />);
    expect(screen.getByRole('table', { name: 'Campaign details' })).toBeTruthy();
  });
});
