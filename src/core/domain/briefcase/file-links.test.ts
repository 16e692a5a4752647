import { describe, expect, it } from 'vitest';
import type { Message } from '../message';
import { fileLinkOf, fileMetadataById, hasExpiredFileLinks, isFileLinkExpired } from './file-links';
import { briefcaseFilesFrom } from './from-messages';

const now = Date.parse('2026-11-23T09:00:00Z');

const messages: Message[] = [
  {
    id: 'u1',
    chatId: 'c',
    messageId: 'u1',
    type: 'user',
    content: 'Two files',
    timestamp: '2026-11-23T08:00:00Z',
    files: [
      { name: 'io.pdf', url: 'https://files.example/io.pdf', linkExpiresAt: now - 1 },
      { name: 'notes.txt' },
      {
        name: 'plan.xlsx',
        url: 'https://files.example/plan.xlsx',
        linkExpiresAt: Date.parse('2026-11-24T09:00:00Z'),
      },
    ],
  },
  {
    id: 'b1',
    chatId: 'c',
    messageId: 'b1',
    type: 'bot',
    content: 'Result',
    timestamp: '2026-11-23T08:01:00Z',
    jsonResponse: {},
    files: [{ name: 'Saved result', url: 'https://files.example/result.json' }],
  },
];

describe('file links', () => {
  it('keys the stored metadata like the briefcase items, and only files with an address open', () => {
    const byId = fileMetadataById(messages);
    const { uploaded, generated } = briefcaseFilesFrom(messages);
    expect([...uploaded, ...generated].map((file) => byId.get(file.id)?.name)).toEqual([
      'io.pdf',
      'notes.txt',
      'plan.xlsx',
      'Saved result',
    ]);
    expect(uploaded.map((file) => fileLinkOf(byId.get(file.id))?.url ?? null)).toEqual([
      'https://files.example/io.pdf',
      null,
      'https://files.example/plan.xlsx',
    ]);
    expect(fileLinkOf(byId.get(generated[0]?.id ?? ''))?.url).toBe('https://files.example/result.json');
  });

  it('counts a link as expired once its expiry has passed', () => {
    expect(isFileLinkExpired({ url: 'x', expiresAt: now - 1 }, now)).toBe(true);
    expect(isFileLinkExpired({ url: 'x', expiresAt: now }, now)).toBe(true);
    expect(isFileLinkExpired({ url: 'x', expiresAt: now + 1 }, now)).toBe(false);
  });

  it('uses a link without an expiry as it is', () => {
    expect(isFileLinkExpired({ url: 'x' }, now)).toBe(false);
    expect(isFileLinkExpired({ url: 'x', expiresAt: Number.NaN }, now)).toBe(false);
  });

  it('asks for renewal only when a file that has an address has an expired one', () => {
    expect(hasExpiredFileLinks(messages, now)).toBe(true);
    expect(hasExpiredFileLinks(messages, now - 10)).toBe(false);
    expect(hasExpiredFileLinks([{ files: [{ name: 'no-link.pdf', linkExpiresAt: now - 1 }] }], now)).toBe(
      false,
    );
  });
});
