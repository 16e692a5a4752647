// @vitest-environment happy-dom
import '../../test-setup/dom';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultOf } from '../testing/ResultOf';
import { chartGeometry } from './delivery-chart';
import { pickResultView } from './pick-result-view';

const report = {
  summary: '150,000 impressions delivered to Feb 1, 2027.',
  currency: 'USD',
  plan_basis: 'The budget spread evenly over the flight.',
  totals: {
    planned_impressions: 300000,
    delivered_impressions: 150000,
    planned_spend: 3000,
    delivered_spend: 1500,
    pacing_percent: 97,
  },
  delivery: [
    {
      week_starting: '2027-01-11',
      planned_impressions: 100000,
      delivered_impressions: 95000,
      planned_spend: 1000,
      delivered_spend: 950,
      pacing_percent: 95,
    },
    {
      week_starting: '2027-01-18',
      planned_impressions: 100000,
      delivered_impressions: 55000,
      planned_spend: 1000,
      delivered_spend: 550,
      pacing_percent: 75,
    },
    {
      week_starting: '2027-01-25',
      planned_impressions: 100000,
      delivered_impressions: null,
      planned_spend: 1000,
      delivered_spend: null,
      pacing_percent: null,
    },
  ],
};

describe('the views of work on a created campaign (issue 20)', () => {
  it('picks each view by the agent, and the table for a result it cannot read', () => {
    expect(
      pickResultView('screenshot-builder', 'facebook', { screenshots: [{ placement: 'Feed' }] }).kind,
    ).toBe('screenshots');
    expect(pickResultView('fb-api', 'get_impression_reporting_facebook', report).kind).toBe(
      'delivery-report',
    );
    expect(pickResultView('gam-campaign-auditor', 'gam', { findings: [{ severity: 'high' }] }).kind).toBe(
      'audit',
    );
    expect(
      pickResultView('fb-api', 'enable_campaign_monitoring_facebook', { summary: 'On', monitors: [] }),
    ).toMatchObject({
      kind: 'analysis',
      model: { title: 'Campaign monitoring' },
    });
    expect(pickResultView('allocate-budget', undefined, { summary: 'Split' })).toMatchObject({
      model: { title: 'Budget allocation' },
    });
    expect(pickResultView('fb-api', 'get_impression_reporting_facebook', { note: 'odd' }).kind).toBe('table');
  });

  it('shows the impression report as totals, a chart of delivery against plan and the weeks', async () => {
    render(<ResultOf action="fb-api" subAction="get_impression_reporting_facebook" json={report} />);

    const chart = await screen.findByRole('img', {
      name: /Delivery against plan: 300000 impressions planned, 150000 delivered/,
    });
    expect(chart.querySelectorAll('polyline')).toHaveLength(2);
    const weeks = screen.getByRole('table', { name: 'Delivery by week' });
    expect(within(weeks).getAllByRole('row')).toHaveLength(4);
    expect(within(weeks).getAllByRole('row')[3]?.textContent).toBe('2027-01-25100,000-$1,000--');
    expect(screen.getByText('97%')).toBeTruthy();
  });

  it('draws the cumulative lines up to the largest value, delivered stopping where delivery does', () => {
    const geometry = chartGeometry({ weeks: ['a', 'b', 'c'], planned: [1, 2, 3], delivered: [1, 1.5] });
    expect(geometry.planned.split(' ')).toHaveLength(3);
    expect(geometry.delivered.split(' ')).toHaveLength(2);
    expect(geometry.top).toBe(3);
  });

  it('shows each screenshot once its link is there, and says the image is coming until then', async () => {
    const json = {
      summary: 'Two screenshots.',
      screenshots: [
        { placement: 'Facebook Feed', device: 'Mobile', ad_size: '1080x1080', file_name: 'feed.svg' },
        { placement: 'Instagram Stories', device: 'Mobile', ad_size: '1080x1920', file_name: 'story.svg' },
      ],
    };
    const files = [
      { name: 'feed.svg', url: 'https://files.example/feed.svg', storagePath: 'generated/m/0/feed.svg' },
      { name: 'story.svg', storagePath: 'generated/m/1/story.svg' },
      { name: 'evil.svg', url: 'javascript:alert(1)' },
    ];
    render(<ResultOf action="screenshot-builder" subAction="facebook" json={json} files={files} />);

    const image = await screen.findByRole('img', { name: 'Screenshot: Facebook Feed' });
    expect(image.getAttribute('src')).toBe('https://files.example/feed.svg');
    expect(screen.getByRole('status').textContent).toBe('Preparing the image…');
    expect(screen.getByText('Mobile · 1080x1920')).toBeTruthy();
  });

  it('lists audit findings with their severity and the score', async () => {
    const json = {
      summary: 'Audit: score 71/100.',
      audit_score: 71,
      findings: [
        { severity: 'high', area: 'Creative', finding: 'No creatives', recommendation: 'Assign creatives' },
        { severity: 'low', area: 'Frequency', finding: 'No cap', recommendation: 'Cap at 3' },
      ],
      passed_checks: ['Budget'],
    };
    render(<ResultOf action="gam-campaign-auditor" subAction="gam" json={json} />);

    const table = await screen.findByRole('table', { name: 'Audit findings' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'SeverityAreaFindingRecommendation',
      'highCreativeNo creativesAssign creatives',
      'lowFrequencyNo capCap at 3',
    ]);
    expect(screen.getByText('71/100')).toBeTruthy();
    expect(screen.getByText('1 high, 0 medium, 1 low')).toBeTruthy();
  });
});
