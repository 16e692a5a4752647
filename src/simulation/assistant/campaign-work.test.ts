import { describe, expect, it } from 'vitest';
import { createAssistant } from './index';
import { screenshotSvg } from './screenshots/screenshot-builder';
import type { AssistantReply } from './shared/assistant-contract';
import type { CampaignFacts } from './shared/campaign-in-chat';
import type {
  AllocationResultJson,
  AuditResultJson,
  MonitoringResultJson,
  PlanResultJson,
  ReportingResultJson,
  ScreenshotResultJson,
} from './shared/campaign-work-shapes';
import { prior, request, TEST_NOW } from './testing/requests';

const assistant = createAssistant({ now: () => TEST_NOW });

/** A campaign the chat created on Facebook, as the platform API answered (create-on-platform's shape). */
const created = (platform = 'facebook', overrides: Record<string, unknown> = {}) =>
  prior(
    'created-1',
    platform === 'gam' ? 'gam-api' : 'fb-api',
    {
      success: true,
      campaign_id: '238500000000000042',
      campaign_url:
        'https://adsmanager.facebook.com/adsmanager/manage/campaigns?act=12345&selected_campaign_ids=1',
      platform,
      summary: 'created',
      details: {
        campaign_name: 'Spring Trail <Launch> 2027',
        advertiser: 'Northwind Outdoor Co.',
        status: 'PAUSED',
        budget: 70000,
        currency: 'USD',
        flight_start_date: '2027-01-11',
        flight_end_date: '2027-03-28',
        created_items: [
          { type: 'campaign', id: '1', name: 'Spring Trail' },
          { type: 'ad_set', id: '2', name: 'Prospecting', budget: 40000 },
          { type: 'ad_set', id: '3', name: 'Retargeting', budget: 20000 },
        ],
        ...overrides,
      },
    },
    platform,
  );

function resultOf<T>(reply: AssistantReply): T {
  if (!reply.pending?.result.jsonResponse)
    throw new Error(`"${reply.action}" gave no result: ${reply.content}`);
  return reply.pending.result.jsonResponse as T;
}

const ask = (text: string, latest = created(), now?: Date) =>
  (now ? createAssistant({ now: () => now }) : assistant).reply(request({ text, latestResult: latest }));

describe('work on the campaign the chat created (issue 20)', () => {
  it('draws a screenshot of each placement, with the campaign named in escaped text and no script', () => {
    const reply = ask('Generate screenshots of the campaign');
    const json = resultOf<ScreenshotResultJson>(reply);

    expect(reply.action).toBe('screenshot-builder');
    expect(json.screenshots.map((shot) => shot.placement)).toEqual([
      'Facebook Feed',
      'Instagram Feed',
      'Instagram Stories',
    ]);
    expect(reply.pending?.result.generatedFiles).toHaveLength(3);
    const svg = screenshotSvg(json, 0) ?? '';
    expect(svg).toContain('Spring Trail &lt;Launch&gt; 2027');
    expect(svg).not.toMatch(/<script|href=|on\w+=/i);
    expect(screenshotSvg(json, 0)).toBe(svg);
  });

  it('enables monitoring on the platform with pacing set from the budget and the flight', () => {
    const reply = ask('Enable campaign monitoring');
    const json = resultOf<MonitoringResultJson>(reply);

    expect(reply).toMatchObject({ action: 'fb-api', subAction: 'enable_campaign_monitoring_facebook' });
    // $70,000 over the 77 days from Jan 11 to Mar 28, 2027: $909.09 a day.
    expect(json.monitors[0]).toMatchObject({
      monitor: 'Daily pacing',
      rule: expect.stringContaining('$909.09'),
    });
    expect(json.monitors.map((monitor) => monitor.monitor)).toContain('Ad disapprovals');
  });

  it('reports delivery against the plan week by week, nothing delivered before the flight', () => {
    const json = resultOf<ReportingResultJson>(ask('Get impression reporting for the campaign'));

    expect(json.delivery).toHaveLength(11);
    expect(json.delivery[0]?.week_starting).toBe('2027-01-11');
    expect(json.delivery.every((row) => row.delivered_impressions === null)).toBe(true);
    expect(json.totals.planned_spend).toBe(70000);
    expect(json.summary).toMatch(/^Nothing delivered yet/);
  });

  it('reports what was delivered once the flight has started, the same every time', () => {
    const during = new Date('2027-02-01T12:00:00Z');
    const json = resultOf<ReportingResultJson>(ask('Get reporting', created(), during));
    const again = resultOf<ReportingResultJson>(ask('Get reporting', created(), during));

    expect(json.delivery.slice(0, 3).every((row) => (row.delivered_impressions ?? 0) > 0)).toBe(true);
    expect(json.delivery.slice(4).every((row) => row.delivered_impressions === null)).toBe(true);
    expect(json.totals.pacing_percent).toBeGreaterThanOrEqual(80);
    expect(again).toEqual(json);
  });

  it('allocates the budget so the parts add up to the total', () => {
    const json = resultOf<AllocationResultJson>(ask('Allocate the budget across the line items'));
    const sum = json.allocations.reduce((total, row) => total + row.recommended_budget, 0);

    expect(sum).toBe(70000);
    expect(json.allocations.map((row) => row.change)).toEqual([6666.67, 3333.33]);
  });

  it('audits a Facebook and a GAM campaign, findings ordered by severity', () => {
    const facebook = resultOf<AuditResultJson>(ask('Audit the campaign'));
    const gam = resultOf<AuditResultJson>(ask('Audit the campaign', created('gam')));

    expect(facebook.findings[0]).toMatchObject({ severity: 'high', area: 'Budget' });
    expect(gam.findings.filter((found) => found.severity === 'high').map((found) => found.area)).toEqual([
      'Budget',
      'Creative',
      'Targeting',
    ]);
    expect(gam.audit_score).toBeLessThan(100);
    const rank: Record<string, number> = { high: 0, medium: 1, low: 2 };
    for (const audit of [facebook, gam]) {
      const ranks = audit.findings.map((found) => rank[found.severity] ?? 3);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    }
  });

  it('copies a Facebook campaign, and the copy is what the next step works on', () => {
    const reply = ask('Copy the Facebook campaign');
    const copy = resultOf<{ campaign: CampaignFacts }>(reply).campaign;

    expect(copy.campaign_name).toBe('Spring Trail <Launch> 2027 - Copy');
    expect(copy.campaign_id).not.toBe('238500000000000042');
    const next = ask('Generate screenshots', prior('copy-1', 'fb-api', reply.pending?.result.jsonResponse));
    expect(resultOf<ScreenshotResultJson>(next).campaign.campaign_id).toBe(copy.campaign_id);
  });

  it('plans DV360 from the insertion order, leaving the ids no file states empty', () => {
    const io = prior('io-1', 'campaign-processor', {
      campaign_name: { value: 'Spring Trail', status: 'extracted', notes: '' },
      total_budget: { value: 90000, status: 'extracted', notes: '' },
      line_items: [{ line_item_name: 'Programmatic', platform: 'dv360', budget: 50000, cpm: 6 }],
    });
    const json = resultOf<PlanResultJson>(ask('Plan a DV360 campaign for it', io));

    expect(json.planned_line_items).toEqual([
      expect.objectContaining({ display_name: 'Programmatic', budget: 50000, bid_strategy: 'Fixed CPM $6' }),
    ]);
    expect(json.insertion_order.advertiser_id).toMatchObject({ value: '', status: 'not found' });
  });

  it('says there is nothing to work on in a chat without a campaign, never inventing one', () => {
    for (const text of [
      'Generate screenshots of the campaign',
      'Enable campaign monitoring',
      'Audit the campaign',
    ]) {
      const reply = assistant.reply(request({ text }));
      expect(reply.pending).toBeUndefined();
      expect(reply.content).toMatch(/^There is no campaign in this chat/);
    }
  });
});
