import { describe, expect, it } from 'vitest';
import { buildLaunchConfiguration } from './campaign-launcher/launch-configuration';
import { createAssistant } from './index';
import type { AssistantReply } from './shared/assistant-contract';
import { createRandom } from './shared/seeded-random';
import { request, TEST_NOW } from './testing/requests';

const assistant = createAssistant({ now: () => TEST_NOW });

const resultOf = (reply: AssistantReply) =>
  (reply.pending?.result.jsonResponse ?? reply.jsonResponse) as Record<string, unknown>;

/** What the assistant writes afresh, with no document to say the currency, is in the account's (issue 29). */
describe("the account's currency", () => {
  it('prices the example of the CPM answer', () => {
    const euros = assistant.reply(request({ text: 'what is a CPM?', currency: 'EUR' }));
    expect(euros.content).toContain('A €10 CPM buys 100,000 impressions for €1,000.');
    const dollars = assistant.reply(request({ text: 'what is a CPM?' }));
    expect(dollars.content).toContain('A $10 CPM buys 100,000 impressions for $1,000.');
  });

  it('prices the sample campaign a launch asked for on nothing is built on', () => {
    const launch = buildLaunchConfiguration({
      request: request({ text: 'build a launch configuration for Facebook', currency: 'GBP' }),
      random: createRandom(1),
      now: TEST_NOW,
    }).jsonResponse;
    expect(launch).toMatchObject({
      source: 'Sample campaign (no insertion order was referenced)',
      currency: 'GBP',
    });
  });

  it("prices a launch template that states no currency in the account's", () => {
    const template = JSON.stringify({
      template_name: 'Spring launch',
      platforms: ['facebook'],
      total_budget: 20000,
      flight_start_date: '2027-01-11',
      flight_end_date: '2027-02-28',
    });
    const attachment = { name: 'launch-template.json', type: 'application/json', gcsPath: 'uploads/t.json' };
    const reply = assistant.reply(
      request({
        text: 'build the launch configuration from this template',
        attachments: [attachment],
        documentText: { 'uploads/t.json': template },
        currency: 'AUD',
      }),
    );
    expect(resultOf(reply).currency).toBe('AUD');
  });
});
