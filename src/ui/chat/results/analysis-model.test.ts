import { describe, expect, it } from 'vitest';
import { readAnalysis } from './analysis-model';

describe('readAnalysis', () => {
  it('reads summary, metrics, breakdown, insights and recommendations', () => {
    const model = readAnalysis(
      {
        summary: 'TTD pacing is behind plan.',
        metrics: [
          { name: 'CTR', value: '0.42%', change: '+8%' },
          { metric: 'Spend', value: 12000 },
        ],
        line_items: [
          { name: 'LI 1', spend: 5000 },
          { name: 'LI 2', spend: 7000 },
        ],
        insights: ['Mobile outperforms desktop', { title: 'Frequency', description: 'too high on LI 2' }],
        recommendations: [
          'Shift budget to mobile',
          { title: 'Cap frequency', description: 'at 3 per day', priority: 'high' },
        ],
        advertiser: 'Acme',
      },
      'ttd',
    );
    expect(model).toEqual({
      variant: 'ttd',
      title: 'TTD optimizer analysis',
      summary: 'TTD pacing is behind plan.',
      metrics: [
        { label: 'CTR', value: '0.42%', change: '+8%' },
        { label: 'Spend', value: '12000' },
      ],
      breakdown: {
        title: 'line items',
        table: {
          columns: [
            { key: 'name', label: 'name' },
            { key: 'spend', label: 'spend' },
          ],
          rows: [
            ['LI 1', '5000'],
            ['LI 2', '7000'],
          ],
          hidden: 0,
        },
      },
      insights: ['Mobile outperforms desktop', 'Frequency: too high on LI 2'],
      recommendations: [
        { title: 'Shift budget to mobile' },
        { title: 'Cap frequency', detail: 'at 3 per day', priority: 'high' },
      ],
      rest: { advertiser: 'Acme' },
    });
  });

  it('reads metrics given as a map of values or of { value, change }', () => {
    const model = readAnalysis(
      { kpis: { total_spend: 100, ctr: { value: '1%', change: '-2%' }, notes: ['x'] } },
      'cross-platform',
    );
    expect(model?.metrics).toEqual([
      { label: 'total spend', value: '100' },
      { label: 'ctr', value: '1%', change: '-2%' },
    ]);
    expect(model?.title).toBe('Cross-platform analysis');
  });

  it('names the DV360 optimizer analysis', () => {
    expect(readAnalysis({ summary: 'ok' }, 'dv360')?.title).toBe('DV360 optimizer analysis');
  });

  it('uses alternative key names', () => {
    const model = readAnalysis(
      {
        executive_summary: 'S',
        platform_breakdown: [{ platform: 'ttd' }],
        optimization_recommendations: ['R'],
      },
      'cross-platform',
    );
    expect(model?.summary).toBe('S');
    expect(model?.breakdown?.title).toBe('platform breakdown');
    expect(model?.recommendations).toEqual([{ title: 'R' }]);
    expect(model?.rest).toBeUndefined();
  });

  it('leaves a breakdown that holds no records to the rest', () => {
    const model = readAnalysis({ summary: 'S', platforms: ['ttd', 'dv360'] }, 'cross-platform');
    expect(model?.breakdown).toBeUndefined();
    expect(model?.rest).toEqual({ platforms: ['ttd', 'dv360'] });
  });

  it.each([
    ['an object without analysis parts', { campaign_name: 'x' }],
    ['empty parts', { summary: '  ', metrics: [], recommendations: [] }],
    ['metrics of the wrong type', { metrics: 'fast' }],
    ['text', 'analysis'],
    ['null', null],
    ['an array', [{ summary: 'S' }]],
  ])('is not an analysis: %s', (_, json) => {
    expect(readAnalysis(json, 'ttd')).toBeUndefined();
  });
});

describe('readAnalysis of the demo backend shape', () => {
  it('puts campaign and period under the title and keeps expected impact', () => {
    const model = readAnalysis(
      {
        summary: 'DV360 spend is pacing 8% behind.',
        analysis_type: 'dv360_optimizer',
        platform: 'dv360',
        campaign_name: 'Spring Sale',
        date_range: { start_date: '2025-03-01', end_date: '2025-03-31' },
        metrics: [{ name: 'CTR', value: '0.31%', change: '-4%' }],
        line_items: [{ line_item: 'Prospecting', spend: 1200 }],
        insights: ['Mobile CTR is twice desktop'],
        recommendations: [
          { title: 'Raise bids', description: 'on mobile', priority: 'high', expected_impact: '+12% reach' },
        ],
      },
      'dv360',
    );
    expect(model?.context).toBe('Spring Sale · 2025-03-01 – 2025-03-31');
    expect(model?.recommendations).toEqual([
      { title: 'Raise bids', detail: 'on mobile', priority: 'high', impact: '+12% reach' },
    ]);
    expect(model?.breakdown?.title).toBe('line items');
    // Everything is shown above, so no table of leftovers.
    expect(model?.rest).toBeUndefined();
  });
});
