import { describe, expect, it } from 'vitest';
import { firstLineItems, readExecutorResult } from './executor-model';

const names = (count: number) => Array.from({ length: count }, (_, i) => `Line item ${i + 1}`);

describe('readExecutorResult', () => {
  it('reads the affected line items, the changes and the summary', () => {
    const model = readExecutorResult({
      summary: 'Applied 2 optimizations',
      status: 'completed',
      affected_line_items: ['LI A', { name: 'LI B', id: 7 }],
      executed_changes: [
        { line_item: 'LI A', change: 'Bid', from: '$2.00', to: '$2.40', status: 'applied' },
        { line_item: 'LI B', action: 'Paused' },
      ],
      advertiser: 'Acme',
    });
    expect(model).toEqual({
      summary: 'Applied 2 optimizations',
      status: 'completed',
      affectedLineItems: ['LI A', 'LI B'],
      totalAffected: 2,
      changes: [
        { lineItem: 'LI A', change: 'Bid: $2.00 → $2.40', status: 'applied' },
        { lineItem: 'LI B', change: 'Paused', status: undefined },
      ],
      rest: { advertiser: 'Acme' },
    });
  });

  it('reads the demo backend shape', () => {
    const model = readExecutorResult({
      summary: 'Executed 7 changes',
      status: 'completed_with_errors',
      platform: 'ttd',
      optimization_id: 'opt-1',
      total_affected: 7,
      affected_line_items: Array.from({ length: 7 }, (_, i) => ({
        line_item_id: `li-${i}`,
        line_item_name: `LI ${i}`,
      })),
      executed_changes: [
        {
          line_item: 'LI 0',
          line_item_id: 'li-0',
          change: 'Base bid',
          from: '$2.00',
          to: '$2.20',
          status: 'failed',
        },
      ],
    });
    expect(model && firstLineItems(model)).toEqual({
      shown: ['LI 0', 'LI 1', 'LI 2', 'LI 3', 'LI 4'],
      more: 2,
    });
    expect(model?.changes).toEqual([
      { lineItem: 'LI 0', change: 'Base bid: $2.00 → $2.20', status: 'failed' },
    ]);
    expect(model?.rest).toEqual({ platform: 'ttd', optimization_id: 'opt-1' });
  });

  it('takes the affected line items from the changes, each once, when not listed', () => {
    const model = readExecutorResult({
      changes: [
        { line_item_name: 'LI A', type: 'budget' },
        { line_item_name: 'LI A', type: 'bid' },
        { description: 'Account-wide cap' },
      ],
    });
    expect(model?.affectedLineItems).toEqual(['LI A']);
    expect(model?.changes[2]).toEqual({ lineItem: '-', change: 'Account-wide cap', status: undefined });
  });

  it('keeps a larger reported total than the list', () => {
    const model = readExecutorResult({ affected_line_items: names(3), total_affected: 12 });
    expect(model?.totalAffected).toBe(12);
  });

  it.each([
    ['no lists', { summary: 'Nothing to do' }],
    ['empty lists', { affected_line_items: [], executed_changes: [] }],
    ['lists of the wrong type', { affected_line_items: 'LI 1' }],
    ['null', null],
  ])('is not an executor result: %s', (_, json) => {
    expect(readExecutorResult(json)).toBeUndefined();
  });
});

describe('firstLineItems', () => {
  it('shows the first 5 and counts the rest', () => {
    const model = readExecutorResult({ affected_line_items: names(8) });
    expect(model && firstLineItems(model)).toEqual({ shown: names(5), more: 3 });
  });

  it('has nothing more with 5 or fewer', () => {
    const model = readExecutorResult({ affected_line_items: names(5) });
    expect(model && firstLineItems(model)).toEqual({ shown: names(5), more: 0 });
  });
});
