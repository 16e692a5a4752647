// @vitest-environment happy-dom
import '../../test-setup/dom';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ResultOf } from '../testing/ResultOf';

const lineItems = (count: number) => Array.from({ length: count }, (_, i) => `Line item ${i + 1}`);

describe('ResultView', () => {
  describe('headers', () => {
    it.each([
      ['fb-api', { success: true }, 'Campaign created successfully. Details below:'],
      [
        'tiktok-api',
        { success: false },
        'Campaign creation failed. Please check the details below and try again.',
      ],
      ['salesforce-api', { api_result: { success: true } }, 'Operation completed successfully...'],
      ['optimization-executor', { success: false }, 'Operation failed...'],
    ])('shows the %s header', (action, json, header) => {
      render(<ResultOf action={action} json={json} />);
      expect(screen.getByText(header)).toBeTruthy();
    });

    it('shows no header when the result has no success flag', () => {
      const { container } = render(
        <ResultOf action="campaign-processor" json={{ campaign_name: 'Spring' }} />,
      );
      expect(container.textContent).not.toMatch(/successfully|failed/);
    });
  });

  it('shows a plain result as the key/value table, parsing a JSON string', () => {
    render(<ResultOf action="campaign-processor" json='{"campaign_name":"Spring","notes":""}' />);
    const table = screen.getByRole('table', { name: 'Result details' });
    expect(within(table).getByRole('rowheader', { name: 'campaign name' })).toBeTruthy();
    expect(within(table).getByText('Spring')).toBeTruthy();
    expect(within(table).getByText('-')).toBeTruthy();
  });

  it('shows HTML inside a result as text', () => {
    const { container } = render(<ResultOf json={{ note: '<script>alert(1)</script><b>bold</b>' }} />);
    expect(screen.getByText('<script>alert(1)</script><b>bold</b>')).toBeTruthy();
    expect(container.querySelector('script, b')).toBeNull();
  });

  it('offers Response and Validation tabs when the result carries validation data', () => {
    const onTabChange = vi.fn();
    render(
      <ResultOf
        action="campaign-processor"
        json={{
          campaign_name: 'Spring',
          validation: {
            summary: {
              overall_status: 'passed_with_warnings',
              validation_issues: ['Flight is shorter than a week'],
              fields_with_issues: 1,
              total_fields_validated: 12,
            },
          },
        }}
        onTabChange={onTabChange}
      />,
    );
    expect(screen.getByRole('tab', { name: 'Response' }).getAttribute('aria-selected')).toBe('true');
    // The validation block has its own tab, so the response table leaves it out.
    expect(screen.queryByRole('button', { name: 'validation' })).toBeNull();
    expect(screen.getByText('Spring')).toBeTruthy();

    const validationTab = screen.getByRole('tab', { name: 'Validation' });
    fireEvent.mouseDown(validationTab, { button: 0 });
    expect(onTabChange).toHaveBeenCalledWith('validation');
    expect(screen.getByText('Flight is shorter than a week')).toBeTruthy();
    expect(screen.getByText('passed_with_warnings')).toBeTruthy();
  });

  it('opens on the stored Validation tab', () => {
    render(
      <ResultOf json={{ validation: { summary: { overall_status: 'failed' } } }} activeTab="validation" />,
    );
    expect(screen.getByText('No validation issues')).toBeTruthy();
  });

  it('shows no tabs without validation data', () => {
    render(<ResultOf json={{ a: 1 }} />);
    expect(screen.queryByRole('tab')).toBeNull();
  });

  describe('optimization executor', () => {
    it("lists the first 5 affected line items, then '+N more', and reveals the rest on request", () => {
      render(
        <ResultOf
          action="optimization-executor"
          subAction="ttd"
          json={{ affected_line_items: lineItems(8) }}
        />,
      );
      const list = screen.getByRole('list');
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(lineItems(5));
      const more = screen.getByRole('button', { name: '+3 more' });

      fireEvent.click(more);
      expect(within(list).getAllByRole('listitem')).toHaveLength(8);
      expect(screen.queryByText('+3 more')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Show fewer' }));
      expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    });

    it('shows no "+N more" for 5 line items or fewer', () => {
      render(<ResultOf action="optimization-executor" json={{ affected_line_items: lineItems(5) }} />);
      expect(screen.queryByText(/more$/)).toBeNull();
    });

    it('counts affected line items the backend reported but did not list', () => {
      render(
        <ResultOf
          action="optimization-executor"
          json={{ affected_line_items: lineItems(2), total_affected: 9 }}
        />,
      );
      expect(screen.getByText('+7 more')).toBeTruthy();
    });
  });

  it('shows a QA comparison with expected, actual and pass/fail per field', () => {
    render(
      <ResultOf
        action="qa-campaign"
        subAction="dv360"
        json={{
          comparisons: [
            { field: 'total_budget', expected: '$5,000', actual: '$5,000', match: true },
            { field: 'end_date', expected: '2025-06-30', actual: '2025-06-15', match: false },
          ],
        }}
      />,
    );
    const table = screen.getByRole('table', { name: 'QA comparison by field' });
    const endDate = within(table).getByRole('rowheader', { name: 'end date' }).closest('tr');
    expect(Array.from(endDate?.querySelectorAll('td') ?? []).map((td) => td.textContent)).toEqual([
      '2025-06-30',
      '2025-06-15',
      'Fail',
    ]);
    expect(screen.getByText(/1 passed, 1 failed/)).toBeTruthy();
  });

  it('shows a TTD optimizer analysis with its recommendations', () => {
    render(
      <ResultOf
        action="optimize-campaign"
        subAction="ttd"
        json={{
          summary: 'Pacing is 12% behind.',
          recommendations: [{ title: 'Raise bids', priority: 'high' }],
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'TTD optimizer analysis' })).toBeTruthy();
    expect(screen.getByText('Pacing is 12% behind.')).toBeTruthy();
    expect(screen.getByText('Raise bids')).toBeTruthy();
  });

  it('shows a cross-platform analysis with key metrics and a per-platform table', () => {
    render(
      <ResultOf
        action="analyze-campaign"
        subAction="cross-platform"
        json={{
          metrics: { total_spend: '$12,000', ctr: { value: '0.4%', change: '+5%' } },
          platforms: [
            { platform: 'ttd', spend: '$7,000' },
            { platform: 'dv360', spend: '$5,000' },
          ],
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Cross-platform analysis' })).toBeTruthy();
    expect(screen.getByText('total spend').nextElementSibling?.textContent).toBe('$12,000');
    expect(screen.getByText('ctr').nextElementSibling?.textContent).toBe('0.4% (+5%)');
    const platforms = screen.getByRole('table', { name: 'platforms' });
    expect(within(platforms).getAllByRole('row')).toHaveLength(3);
    expect(within(platforms).getByText('dv360')).toBeTruthy();
  });

  it('falls back to the table when a specialised result lacks its parts', () => {
    render(<ResultOf action="optimization-executor" json={{ summary: 'Nothing changed', items: [] }} />);
    expect(screen.getByRole('table', { name: 'Result details' })).toBeTruthy();
    expect(screen.getByText('Nothing changed')).toBeTruthy();
  });

  it('folds the whole result away when collapsed, keeping the header', () => {
    const onToggleCollapsed = vi.fn();
    render(
      <ResultOf
        action="fb-api"
        json={{ success: true, campaign_id: 'c-1' }}
        collapsed
        onToggleCollapsed={onToggleCollapsed}
      />,
    );
    expect(screen.getByText('Campaign created successfully. Details below:')).toBeTruthy();
    expect(screen.queryByText('c-1')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show details' }));
    expect(onToggleCollapsed).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['undefined', undefined],
    ['a number', 7],
    ['malformed JSON text', '{"a":'],
    ['a deeply nested value', JSON.parse(`${'{"a":'.repeat(50)}1${'}'.repeat(50)}`)],
  ])('renders %s without failing', (_, json) => {
    render(<ResultOf action="analyze-campaign" subAction="cross-platform" json={json} />);
    expect(screen.getByRole('table', { name: 'Result details' })).toBeTruthy();
  });
});
