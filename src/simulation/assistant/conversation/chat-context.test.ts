import { describe, expect, it } from 'vitest';
import { createAssistant } from '../index';
import type { AssistantReply, PriorResult } from '../shared/assistant-contract';
import { request, TEST_NOW } from '../testing/requests';

const IO_TEXT = [
  'INSERTION ORDER',
  'Advertiser: Acme Foods',
  'Campaign Name: Acme Spring 2027',
  'Flight: 03/01/2027 - 04/30/2027',
  'Total Budget: $55,000',
  'Facebook - Prospecting: $25,000',
  'TikTok In-Feed: $30,000',
].join('\n');
const IO_FILE = { name: 'io.pdf', type: 'application/pdf', gcsPath: 'uploads/io.pdf' };
const BANNER = { name: 'banner_300x250.png', type: 'image/png', gcsPath: 'uploads/banner.png' };
const enabledChannels = { tiktok: true, facebook: true };

const assistant = createAssistant({ now: () => TEST_NOW });

function resultOf(messageId: string, reply: AssistantReply): PriorResult {
  return {
    messageId,
    action: reply.action,
    ...(reply.subAction ? { subAction: reply.subAction } : {}),
    jsonResponse: reply.pending?.result.jsonResponse,
  };
}

/** A chat's results, newest first, as the backend sends them with each message. */
function chatOf(results: PriorResult[]) {
  return { enabledChannels, latestResult: results[0], earlierResults: results };
}

const io = resultOf(
  'io',
  assistant.reply(
    request({
      text: 'Process this insertion order',
      attachments: [IO_FILE],
      documentText: { [IO_FILE.gcsPath]: IO_TEXT },
      enabledChannels,
    }),
  ),
);
const creatives = resultOf(
  'creatives',
  assistant.reply(request({ text: 'check these', attachments: [BANNER], ...chatOf([io]) })),
);

describe('the chat’s context (issue 32)', () => {
  it('launches a platform with the IO’s own line for it when creatives came after the IO', () => {
    const launch = assistant.reply(request({ text: 'launch it on tiktok', ...chatOf([creatives, io]) }));
    expect(launch.pending?.result.jsonResponse).toMatchObject({
      platform: 'tiktok',
      details: { budget: 30000, flight_start_date: '2027-03-01', flight_end_date: '2027-04-30' },
    });
  });

  it('QAs the campaign created earlier in the chat, not the creatives that came last', () => {
    const created = resultOf(
      'created',
      assistant.reply(request({ text: 'create the campaign on TikTok', ...chatOf([io]) })),
    );
    const qa = assistant.reply(request({ text: 'QA the campaign', ...chatOf([creatives, created, io]) }));
    expect(qa.pending?.result.jsonResponse).toMatchObject({
      platform: 'tiktok',
      comparisons: expect.arrayContaining([expect.objectContaining({ field: 'Budget', actual: '$30,000' })]),
    });
  });

  it('recaps every result of the chat, oldest first', () => {
    const recap = assistant.reply(request({ text: 'summarise this chat', ...chatOf([creatives, io]) }));
    expect(recap.content).toBe(
      'So far in this chat:\n• "Acme Spring 2027" (Acme Foods), $55,000: read\n• 1 creative checked',
    );
  });

  it('recaps in the user’s language', () => {
    const recap = assistant.reply(request({ text: 'résume la conversation', ...chatOf([io]) }));
    expect(recap.content).toContain('Jusqu’ici dans cette conversation :');
    expect(recap.content).toContain('"Acme Spring 2027" (Acme Foods), 55 000 $');
  });

  it.each([['yes'], ['yes please'], ['oui'], ['sí, por favor']])(
    'does what a clarifying question offered when the answer is “%s”',
    (yes) => {
      const asked = assistant.reply(request({ text: 'lauch it on tiktok', ...chatOf([io]) }));
      expect(asked.content).toBe('Did you mean “launch it on tiktok”?');
      const reply = assistant.reply(request({ text: yes, pendingOffer: asked.offer, ...chatOf([io]) }));
      expect(reply).toMatchObject({ action: 'tiktok-api', content: 'Creating the campaign on TikTok…' });
    },
  );

  it('takes a “yes” that answers no question as no order', () => {
    const thanked = assistant.reply(request({ text: 'thanks!' }));
    const reply = assistant.reply(
      request({ text: 'yes', ...(thanked.offer ? { pendingOffer: thanked.offer } : {}) }),
    );
    expect(reply.pending).toBeUndefined();
  });
});
