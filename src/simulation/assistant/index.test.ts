import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAssistant } from './index';
import type { AssistantReply } from './shared/assistant-contract';
import type {
  AnalysisResultJson,
  ApiResultJson,
  CampaignResultJson,
  CreativeResultJson,
  ExecutorResultJson,
  LaunchResultJson,
  QaResultJson,
} from './shared/result-shapes';
import { CLEAN_IO, FIXTURES_DIR, FLAWED_IO } from './testing/fixture-text';
import { prior, request, TEST_NOW, withFixturePdf } from './testing/requests';

const assistant = createAssistant({ now: () => TEST_NOW });

function resultOf<T>(reply: AssistantReply): T {
  if (!reply.pending) throw new Error(`"${reply.action}" answered at once: ${reply.content}`);
  return reply.pending.result.jsonResponse as T;
}

async function processedIo(name: string) {
  const reply = assistant.reply(await withFixturePdf(name));
  return prior('io-1', reply.action, resultOf<CampaignResultJson>(reply));
}

/** An insertion order typed into the chat, as the campaign processor reads it. */
function typedIo() {
  const text = [
    'INSERTION ORDER',
    'Advertiser: Acme Foods',
    'Campaign Name: Acme Spring 2027',
    'Flight: 03/01/2027 - 04/30/2027',
    'Total Budget: $50,000',
    'Facebook - Prospecting: $25,000',
    'TikTok In-Feed: $25,000',
  ].join('\n');
  const reply = assistant.reply(request({ text, seed: 1 }));
  return prior('io-typed', reply.action, resultOf(reply));
}

const BANNER = { name: 'banner-300x250.png', type: 'image/png', gcsPath: 'uploads/banner-300x250.png' };

describe('the demo assistant', () => {
  it('answers a greeting briefly, pointing to the work', () => {
    const reply = assistant.reply(request({ text: 'hello there' }));

    expect(reply).toEqual({
      action: 'general',
      content:
        'Hi! Attach an insertion order, a media plan or creatives and I’ll get to work, or ask me what I can do.',
    });
  });

  it('answers a message it cannot place at once with what it can do', () => {
    const reply = assistant.reply(request({ text: 'blorp zzkx' }));

    expect(reply).toMatchObject({ action: 'general' });
    expect(reply.pending).toBeUndefined();
    expect(reply.content).toContain('Process an insertion order');
    expect(reply.content).toContain('create the campaign on TikTok');
  });

  it('acknowledges a processing action and finishes it after two to six seconds', async () => {
    const reply = assistant.reply(await withFixturePdf(CLEAN_IO));

    expect(reply.action).toBe('campaign-processor');
    expect(reply.content).toBe('Processing your insertion order…');
    expect(reply.pending?.processingMs).toBeGreaterThanOrEqual(2000);
    expect(reply.pending?.processingMs).toBeLessThanOrEqual(6000);
  });

  it.each([
    ['analyze my dv360 campaign', {}],
    ['create the campaign on reddit', { latestResult: typedIo() }],
    ['execute the optimization', {}],
    ['process the creatives', { attachments: [BANNER] }],
  ])('gives the same reply to "%s" for the same seed, and another for another seed', (text, context) => {
    const ask = request({ text, seed: 7, ...context });

    expect(assistant.reply(ask)).toEqual(assistant.reply(ask));
    expect(resultOf(assistant.reply({ ...ask, seed: 8 }))).not.toEqual(resultOf(assistant.reply(ask)));
  });

  it('regenerates and edits deterministically for a seed', async () => {
    const io = await processedIo(FLAWED_IO);

    expect(assistant.regenerate(io, 'budget should be 208000', 3)).toEqual(
      assistant.regenerate(io, 'budget should be 208000', 3),
    );
    expect(assistant.edit(io, 'fix the issues', 3)).toEqual(assistant.edit(io, 'fix the issues', 3));
  });

  describe('Edit', () => {
    it('applies "change the flight end date to …" and re-runs validation', async () => {
      const io = await processedIo(FLAWED_IO);

      const reply = assistant.edit(io, 'change the flight end date to August 31, 2027', 1);
      const json = resultOf<CampaignResultJson>(reply);

      expect(reply.action).toBe('campaign-augmentor');
      expect(json.flight_end_date).toMatchObject({ value: '2027-08-31', status: 'edited' });
      expect(json.validation.summary.validation_issues).not.toContainEqual(
        expect.stringContaining('before the flight start'),
      );
      expect(json.validation.summary.validation_issues).toHaveLength(2);
      expect(json.changes_applied).toEqual(['flight end date: 2027-05-31 → 2027-08-31']);
      expect(reply.pending?.result.content).toBe('Done: 1 change applied. 2 validation issues remain.');
    });

    it('fixes every issue but the budget’s side, which it asks about, when sent the pre-filled "Please fix the following issues" text', async () => {
      const io = await processedIo(FLAWED_IO);
      const summary = (io.jsonResponse as CampaignResultJson).validation.summary;
      const prefill = [
        'Please fix the following issues:',
        `Overall status: ${summary.overall_status}`,
        summary.validation_issues.map((issue) => `- ${issue}`).join('\n'),
        `${summary.fields_with_issues} issues found out of ${summary.total_fields_validated} fields validated.`,
      ].join('\n\n');

      const reply = assistant.edit(io, prefill, 1);
      const json = resultOf<CampaignResultJson>(reply);

      expect(json.validation.summary.validation_issues).toEqual([
        'Line item budgets add up to $208,000, but the total budget is $240,000 (difference $32,000).',
      ]);
      expect(json.flight_end_date.value).toBe('2027-08-31');
      expect(json.total_budget).toMatchObject({ value: 240000 });
      expect(json.line_items[2]?.impressions).toBe(3_000_000);
      expect(json.changes_applied).toHaveLength(2);
      expect(reply.pending?.result.content).toMatch(/keep the total or the line items\?$/);
      expect(reply.offer).toEqual({ kind: 'budget-side', total: 240000, lineItems: 208000, currency: 'USD' });
    });

    it('says so when the instructions name no field', async () => {
      const io = await processedIo(CLEAN_IO);

      const reply = assistant.edit(io, 'make it pop', 1);

      expect(reply.pending?.result.content).toMatch(/^I could not tell which field to change/);
      expect(resultOf<CampaignResultJson>(reply).advertiser).toEqual(
        (io.jsonResponse as CampaignResultJson).advertiser,
      );
    });

    it('edits a launch configuration with the launch augmentor and re-checks the budgets', () => {
      const launch = prior(
        'l-1',
        'campaign-launcher',
        resultOf(
          assistant.reply(
            request({
              text: 'build the launch configuration for facebook and tiktok',
              latestResult: typedIo(),
            }),
          ),
        ),
      );

      const reply = assistant.edit(launch, 'set the facebook budget to 1', 2);
      const json = resultOf<LaunchResultJson>(reply);

      expect(reply.action).toBe('launch-augmentor');
      expect(json.platform_configurations.facebook?.budget).toBe(1);
      expect(json.validation.summary.overall_status).toBe('failed');
      expect(json.validation.summary.validation_issues[0]).toMatch(/^Line item budgets add up to/);
    });
  });

  describe('Regenerate', () => {
    it('keeps the action, notes the feedback and applies what it names', async () => {
      const io = await processedIo(FLAWED_IO);

      const reply = assistant.regenerate(io, 'The total budget should be 208000', 3);
      const json = resultOf<CampaignResultJson & { regeneration_note: string }>(reply);

      expect(reply.action).toBe('campaign-processor');
      expect(reply.content).toBe('Regenerating with your feedback…');
      expect(json.summary).toMatch(/^Regenerated with your feedback: "The total budget should be 208000"\./);
      expect(json.total_budget.value).toBe(208000);
      expect(json.validation.summary.validation_issues).not.toContainEqual(
        expect.stringContaining('add up to'),
      );
    });

    it('makes up new values for what the document did not say, and keeps what it did', () => {
      const sparse = assistant.reply(
        request({ text: 'New IO for Acme Foods, total budget $50,000', seed: 1 }),
      );
      const original = prior('io-2', 'campaign-processor', resultOf(sparse));
      const variants = [11, 12, 13].map((seed) =>
        resultOf<CampaignResultJson>(assistant.regenerate(original, undefined, seed)),
      );

      expect(new Set(variants.map((json) => json.campaign_name.value)).size).toBeGreaterThan(1);
      expect(variants.every((json) => json.total_budget.value === 50000)).toBe(true);
    });
  });

  describe('Ask Assistant', () => {
    it('answers about budgets, dates and issues from the result itself', async () => {
      const io = await processedIo(FLAWED_IO);

      expect(assistant.ask(io, 'What is the total budget?', 1)).toMatchObject({
        action: 'ask-assistant',
        content: expect.stringContaining('The total budget is $240,000.'),
      });
      expect(assistant.ask(io, 'What is the total budget?', 1).content).toContain(
        'the line items add up to $208,000',
      );
      expect(assistant.ask(io, 'When does it run?', 1).content).toBe(
        'The dates look wrong: the flight ends on May 31, 2027, before it starts on Jun 14, 2027.',
      );
      expect(assistant.ask(io, 'Are there any issues?', 1).content).toMatch(
        /^Validation failed, with 3 issues:/,
      );
    });

    it('answers a general question typed in the chat without a result', () => {
      const reply = assistant.reply(request({ text: 'What is a CPM?' }));

      expect(reply).toMatchObject({ action: 'ask-assistant' });
      expect(reply.content).toContain('cost per thousand impressions');
    });
  });

  describe('launch configuration and campaign creation', () => {
    it("builds the launch configuration of the attached template, in each platform's vocabulary", async () => {
      const template = await readFile(path.join(FIXTURES_DIR, 'launch-template.json'), 'utf8');
      const reply = assistant.reply(
        request({
          attachments: [{ name: 'launch-template.json', type: 'application/json', gcsPath: 't/1' }],
          documentText: { 't/1': template },
        }),
      );
      const json = resultOf<LaunchResultJson>(reply);

      expect(reply.action).toBe('campaign-launcher');
      expect(json.platforms).toEqual(['facebook', 'tiktok']);
      expect(json.total_budget).toBe(100000);
      expect(json.platform_configurations.facebook).toMatchObject({
        objective: 'OUTCOME_AWARENESS',
        budget: 60000,
      });
      expect(json.platform_configurations.tiktok).toMatchObject({ objective_type: 'REACH', budget: 40000 });
      expect(json.validation.summary.overall_status).toBe('passed');
    });

    it('builds the configuration from the processed insertion order', async () => {
      const io = await processedIo(CLEAN_IO);

      const json = resultOf<LaunchResultJson>(
        assistant.reply(request({ text: 'Build the launch configuration', latestResult: io })),
      );

      expect(json.campaign_name).toBe('Spring Trail Launch 2027');
      expect(json.platforms).toEqual(['facebook', 'tiktok', 'dv360', 'ttd']);
      expect(json.platform_configurations.dv360).toHaveProperty(
        'insertion_order.pacing',
        'PACING_PERIOD_FLIGHT',
      );
      expect(json.platform_configurations.ttd).toHaveProperty('ad_groups.0.channel', 'ConnectedTV');
    });

    it('creates the campaign on the platform asked for', async () => {
      const io = await processedIo(CLEAN_IO);
      const launch = prior(
        'l-2',
        'campaign-launcher',
        resultOf(assistant.reply(request({ text: 'build the launch configuration', latestResult: io }))),
      );

      const reply = assistant.reply(request({ text: 'Create the campaign on TikTok', latestResult: launch }));
      const json = resultOf<ApiResultJson>(reply);

      expect(reply).toMatchObject({
        action: 'tiktok-api',
        subAction: 'tiktok',
        content: 'Creating the campaign on TikTok…',
      });
      expect(reply.pending?.result.content).toBe('Campaign created successfully. Details below:');
      expect(json).toMatchObject({
        success: true,
        platform: 'tiktok',
        details: { budget: 40000, status: 'PAUSED' },
      });
      expect(json.campaign_url).toContain(json.campaign_id);
    });

    it('refuses to create a campaign whose configuration failed validation', async () => {
      const io = await processedIo(FLAWED_IO);
      const launch = prior(
        'l-3',
        'campaign-launcher',
        resultOf(assistant.reply(request({ text: 'build the launch configuration', latestResult: io }))),
      );

      const reply = assistant.reply(request({ text: 'launch on facebook', latestResult: launch }));
      const json = resultOf<ApiResultJson>(reply);

      expect(reply.pending?.result.content).toBe(
        'Campaign creation failed. Please check the details below and try again.',
      );
      expect(json.success).toBe(false);
      expect(json.errors).toContainEqual(expect.stringContaining('before the flight start date'));
    });

    it('tells the user when the platform is not enabled for the account', () => {
      const reply = assistant.reply(
        request({ text: 'create the campaign on dv360', enabledChannels: { dv360: false, ttd: true } }),
      );

      expect(reply.pending).toBeUndefined();
      expect(reply.content).toBe(
        "DV360 is not enabled for this account, so I can't create campaigns there. Enabled channels: ttd. An account admin can enable it in the admin settings.",
      );
    });
  });

  describe('creatives', () => {
    it('reads the ZIP manifest when the backend passes it, and flags what needs attention', () => {
      const manifest = JSON.stringify({
        advertiser: 'Northwind Outdoor Co.',
        campaign_name: 'Spring Trail Launch 2027',
        creatives: [
          {
            file: 'a_300x250.png',
            name: 'MPU',
            dimensions: '300x250',
            landing_url: 'https://northwind.example/spring',
          },
          {
            file: 'b_15s.mp4',
            name: 'Video',
            dimensions: '1920x1080',
            duration_seconds: 90,
            landing_url: 'https://northwind.example/spring',
          },
          { file: 'c_333x222.png', name: 'Odd', dimensions: '333x222' },
        ],
      });
      const reply = assistant.reply(
        request({
          attachments: [{ name: 'creatives.zip', type: 'application/zip', gcsPath: 'z/1' }],
          documentText: { 'z/1': manifest },
        }),
      );
      const json = resultOf<CreativeResultJson>(reply);

      expect(reply.action).toBe('creative-processor');
      expect(json.campaign_name).toBe('Spring Trail Launch 2027');
      expect(
        json.creatives.map((creative) => [creative.creative_name, creative.format, creative.status]),
      ).toEqual([
        ['MPU', 'display', 'ready'],
        ['Video', 'video', 'needs_attention'],
        ['Odd', 'display', 'needs_attention'],
      ]);
      expect(json.validation.summary.validation_issues).toEqual([
        'Video (b_15s.mp4) runs 90 s, longer than 60 s.',
        'Odd (c_333x222.png) has no landing URL.',
        'Odd (c_333x222.png): 333x222 is not a standard ad size.',
      ]);
    });

    it('fixes a missing landing URL with the one the other creatives share', () => {
      const manifest = JSON.stringify({
        creatives: [
          { file: 'a_300x250.png', name: 'MPU', landing_url: 'https://northwind.example/spring' },
          { file: 'b_728x90.png', name: 'Leaderboard', landing_url: 'https://northwind.example/spring' },
          { file: 'c_160x600.png', name: 'Skyscraper' },
        ],
      });
      const processed = assistant.reply(
        request({ attachments: [{ name: 'set.zip', gcsPath: 'z/2' }], documentText: { 'z/2': manifest } }),
      );
      const original = prior('c-2', 'creative-processor', resultOf(processed));

      const reply = assistant.edit(
        original,
        'Please fix the following issues:\n\nOverall status: failed\n\n- Skyscraper (c_160x600.png) has no landing URL.',
        6,
      );
      const json = resultOf<CreativeResultJson>(reply);

      expect(reply.action).toBe('creative-augmentor');
      expect(json.creatives.map((creative) => [creative.landing_url, creative.status])).toEqual([
        ['https://northwind.example/spring', 'ready'],
        ['https://northwind.example/spring', 'ready'],
        ['https://northwind.example/spring', 'ready'],
      ]);
      expect(json.validation.summary.overall_status).toBe('passed');
    });

    it('regenerates the same creatives under another naming convention', () => {
      const files = ['hero_300x250.png', 'hero_728x90.png'].map((name) => ({ name, type: 'image/png' }));
      const original = prior(
        'c-1',
        'creative-processor',
        resultOf(assistant.reply(request({ attachments: files }))),
      );

      const reply = assistant.regenerate(original, undefined, 5);
      const before = (original.jsonResponse as CreativeResultJson).creatives;
      const after = resultOf<CreativeResultJson>(reply).creatives;

      expect(reply.action).toBe('creative-processor');
      expect(after.map((creative) => creative.file_name)).toEqual(
        before.map((creative) => creative.file_name),
      );
      expect(after.map((creative) => creative.creative_name)).not.toEqual(
        before.map((creative) => creative.creative_name),
      );
    });

    it('treats each attached image as a creative, sized from its name', () => {
      const json = resultOf<CreativeResultJson>(
        assistant.reply(
          request({ attachments: [{ name: 'hero_728x90.png', type: 'image/png', size: 40_960 }] }),
        ),
      );

      expect(json.creatives).toEqual([
        expect.objectContaining({
          dimensions: '728x90',
          format: 'display',
          file_size_kb: 40,
          compatible_platforms: expect.arrayContaining(['dv360']),
        }),
      ]);
    });
  });

  describe('analysis results for the specialised views', () => {
    it('analyses a DV360 campaign line item by line item, with recommendations', () => {
      const reply = assistant.reply(request({ text: 'analyze my dv360 campaign' }));
      const json = resultOf<AnalysisResultJson>(reply);

      expect(reply).toMatchObject({ action: 'analyze-campaign', subAction: 'dv360' });
      expect(json.analysis_type).toBe('dv360_optimizer');
      expect(json.line_items?.length).toBeGreaterThanOrEqual(5);
      expect(json.metrics.map((metric) => metric.name)).toContain('CPA');
      expect(json.recommendations[0]).toMatchObject({
        priority: 'high',
        title: expect.stringMatching(/^Shift \$/),
      });
    });

    it('compares platforms in a cross-platform analysis', () => {
      const json = resultOf<AnalysisResultJson>(
        assistant.reply(request({ text: 'analyze performance across all platforms' })),
      );

      expect(json.analysis_type).toBe('cross_platform');
      expect(json.platforms?.length).toBeGreaterThanOrEqual(2);
    });

    it('QAs the campaign field by field, expected against actual, the same for the same seed', () => {
      const created = prior('c-1', 'dv360-api', {
        success: true,
        campaign_id: '4410001',
        platform: 'dv360',
        details: { campaign_name: 'Spring Savings', budget: 48500, flight_start_date: '2027-03-01' },
      });
      const ask = request({ text: 'QA the campaign on dv360', latestResult: created, seed: 7 });
      const json = resultOf<QaResultJson>(assistant.reply(ask));

      expect(assistant.reply(ask)).toEqual(assistant.reply(ask));
      expect(resultOf(assistant.reply({ ...ask, seed: 8 }))).not.toEqual(json);
      expect(json).toMatchObject({ campaign_id: '4410001', campaign_name: 'Spring Savings' });

      expect(json.comparisons.length).toBe(json.checks_passed + json.checks_failed);
      expect(json.checks_failed).toBeGreaterThan(0);
      expect(json.overall_status).toBe('failed');
      const mismatch = json.comparisons.find((comparison) => !comparison.match);
      expect(mismatch?.actual).not.toBe(mismatch?.expected);
    });

    it('executes the optimization on more than five line items', () => {
      const analysis = prior(
        'a-1',
        'analyze-campaign',
        resultOf(assistant.reply(request({ text: 'analyze my dv360 campaign' }))),
        'dv360',
      );

      const reply = assistant.reply(request({ text: 'execute the optimization', latestResult: analysis }));
      const json = resultOf<ExecutorResultJson>(reply);

      expect(reply.action).toBe('optimization-executor');
      expect(reply.pending?.result.content).toBe('Operation completed successfully...');
      expect(json.affected_line_items.length).toBeGreaterThan(5);
      expect(json.total_affected).toBe(json.affected_line_items.length);
      const analysed = (analysis.jsonResponse as AnalysisResultJson).line_items?.map(
        (row) => row.line_item_name,
      );
      expect(json.affected_line_items.map((item) => item.line_item_name)).toEqual(
        expect.arrayContaining(analysed ?? []),
      );
    });
  });

  it('fast-tracks an insertion order to a created campaign', async () => {
    const reply = assistant.reply(await withFixturePdf(CLEAN_IO, { text: 'fast track this to facebook' }));
    const json = resultOf<{ steps: { step: string; status: string }[]; api_result: ApiResultJson }>(reply);

    expect(reply).toMatchObject({ action: 'fast-track', subAction: 'facebook' });
    expect(json.steps.map((step) => step.status)).toEqual(['completed', 'skipped', 'completed', 'completed']);
    expect(json.api_result).toMatchObject({
      success: true,
      platform: 'facebook',
      details: { budget: 60000 },
    });
  });
});
