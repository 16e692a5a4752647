import { describe, expect, it } from 'vitest';
import { createAssistant } from '../index';
import { request, TEST_NOW } from '../testing/requests';

const assistant = createAssistant({ now: () => TEST_NOW });
const offered = assistant.reply(request({ text: 'can you read my IO?' }));
const read = assistant.reply(
  request({ text: 'yes', ...(offered.offer ? { pendingOffer: offered.offer } : {}) }),
);
const io = { messageId: 'io', action: read.action, jsonResponse: read.pending?.result.jsonResponse };
const chat = { latestResult: io, earlierResults: [io], enabledChannels: {} };

describe('questions about the chat’s insertion order', () => {
  it('names the line items on the platform asked about', () => {
    expect(assistant.reply(request({ text: 'which line items are on DV360?', ...chat })).content).toBe(
      '1 line item is on DV360:\n• Spring Trail - Programmatic Display, $35,000 at $5 CPM',
    );
  });

  it('says where the line items are when none is on that platform', () => {
    expect(assistant.reply(request({ text: 'which line items are on Amazon DSP?', ...chat })).content).toBe(
      'No line item is on Amazon DSP; they are on Facebook, TikTok, DV360 and The Trade Desk.',
    );
  });

  it('answers a question about a field instead of editing it', () => {
    const reply = assistant.reply(request({ text: 'what is the total budget?', ...chat }));
    expect(reply.pending).toBeUndefined();
    expect(reply.content).toMatch(/^The total budget is \$180,000\./);
  });
});
