import { describe, expect, it } from 'vitest';
import { aMessage } from '../../testing/builders';
import type { Message } from '../message';
import { briefcaseFilesFrom, generatedFileName } from './from-messages';

const at = (hour: number, minute: number) => new Date(2026, 10, 23, hour, minute).toISOString();

const messages: Message[] = [
  aMessage({
    id: 'u1',
    type: 'user',
    timestamp: at(9, 0),
    content: 'Process this IO',
    files: [
      { name: 'Acme_IO.pdf', size: 2048, url: 'https://files.example/io.pdf', pinned: true },
      { name: 'Brief.docx' },
    ],
  }),
  aMessage({ id: 'b1', type: 'bot', content: 'Processing...', action: 'campaign-processor' }),
  aMessage({
    id: 'b2',
    type: 'bot',
    action: 'campaign-processor',
    status: 'approved',
    timestamp: at(14, 5),
    jsonResponse: { campaign_name: 'Acme Q4' },
  }),
  aMessage({
    id: 'b3',
    type: 'bot',
    content: 'Launch configuration ready',
    action: 'campaign-launcher',
    status: 'completed',
    timestamp: at(15, 30),
    jsonResponse: { platform: 'dv360' },
    files: [{ name: 'Launch plan', pinned: true }],
  }),
  aMessage({ id: 'e1', type: 'error', content: 'oops', jsonResponse: { error: 'x' } }),
];

describe('briefcase items from a chat (spec 1 §2, §3)', () => {
  const { uploaded, generated } = briefcaseFilesFrom(messages);

  it("lists every file of the user's messages as uploaded", () => {
    expect(uploaded).toEqual([
      {
        id: 'u1:0',
        name: 'Acme_IO.pdf',
        url: 'https://files.example/io.pdf',
        size: 2048,
        type: 'uploaded',
        messageId: 'u1',
        timestamp: at(9, 0),
        pinned: true,
      },
      {
        id: 'u1:1',
        name: 'Brief.docx',
        type: 'uploaded',
        messageId: 'u1',
        timestamp: at(9, 0),
        pinned: false,
      },
    ]);
  });

  it('lists bot results holding JSON as generated, named after the action and time', () => {
    expect(generated.map((f) => f.messageId)).toEqual(['b2', 'b3']);
    expect(generated[0]).toEqual({
      id: 'b2',
      name: 'Campaign Processor 2:05 PM',
      type: 'generated',
      messageId: 'b2',
      timestamp: at(14, 5),
      pinned: false,
      content: '{"campaign_name":"Acme Q4"}',
      action: 'campaign-processor',
      status: 'approved',
    });
  });

  it('keeps the name and pin saved for a generated file, its text and no status unless judged', () => {
    expect(generated[1]).toMatchObject({
      name: 'Launch plan',
      pinned: true,
      content: 'Launch configuration ready',
    });
    expect(generated[1]?.status).toBeUndefined();
  });
});

describe('generated file names', () => {
  it('titles the action and adds the time, when there is one', () => {
    expect(generatedFileName('youtube-dv360-api', at(9, 7))).toBe('Youtube Dv360 Api 9:07 AM');
    expect(generatedFileName(undefined, at(9, 7))).toBe('Result 9:07 AM');
    expect(generatedFileName('fast-track', 'garbage')).toBe('Fast Track');
  });
});
