import { describe, expect, it } from 'vitest';
import type { Message } from '../../domain/message';
import { FakeChatPort } from '../../testing/FakeChatPort';
import { LoadChatHistory } from './LoadChatHistory';

const ctx = { userId: 'u-1', accountId: 'acc-1' };
const _HOUR = 3_600_000;
const withFile = (linkExpiresAt: number): Message => ({
  id: 'm-1',
  messageId: 'm-1',
  chatId: 'chat-1',
  type: 'user',
  content: 'IO',
  timestamp: '2026-11-23T08:00:00Z',
  files: [{ name: 'io.pdf', url: 'https://files.example/io.pdf', linkExpiresAt }],
});

describe('LoadChatHistory', () => {
  it('answers the chat’s messages', async () => {
    const chat = new FakeChatPort();
    chat.histories.set('chat-1', [withFile(0)]);
    const outcome = await new LoadChatHistory(chat).execute({ ctx, chatId: 'chat-1' });
    expect(outcome).toMatchObject({ ok: true, value: [{ messageId: 'm-1' }] });
  });

  it('answers a chat that is gone as not-found', async () => {
    const outcome = await new LoadChatHistory(new FakeChatPort()).execute({ ctx, chatId: 'gone' });
    expect(outcome).toMatchObject({ ok: false, kind: 'not-found' });
  });
});
