import { describe, expect, it } from 'vitest';
import { FILE_LINK_REFRESH_HOURS } from '../../domain/briefcase/file-links';
import type { Message } from '../../domain/message';
import { FakeChatPort } from '../../testing/FakeChatPort';
import { ManualClock } from '../../testing/ManualClock';
import { RenewExpiredFileLinks } from './RenewExpiredFileLinks';

const ctx = { userId: 'u-1', accountId: 'acc-1' };
const HOUR = 3_600_000;
const withFile = (linkExpiresAt: number): Message => ({
  id: 'm-1',
  messageId: 'm-1',
  chatId: 'chat-1',
  type: 'user',
  content: 'IO',
  timestamp: '2026-11-23T08:00:00Z',
  files: [{ name: 'io.pdf', url: 'https://files.example/io.pdf', linkExpiresAt }],
});

describe('RenewExpiredFileLinks', () => {
  it('asks the server to renew the chat’s links for 72 hours when one has expired', async () => {
    const chat = new FakeChatPort();
    const clock = new ManualClock();
    chat.refreshedFiles = 1;
    const outcome = await new RenewExpiredFileLinks(chat, clock).execute({
      ctx,
      chatId: 'chat-1',
      messages: [withFile(clock.now() - HOUR)],
    });
    expect(outcome).toEqual({ ok: true, value: { renewed: 1 } });
    expect(chat.callsOf('refreshFiles')[0]?.args).toEqual(['chat-1', FILE_LINK_REFRESH_HOURS]);
  });

  it('asks nothing while every link is valid', async () => {
    const chat = new FakeChatPort();
    const clock = new ManualClock();
    const outcome = await new RenewExpiredFileLinks(chat, clock).execute({
      ctx,
      chatId: 'chat-1',
      messages: [withFile(clock.now() + HOUR)],
    });
    expect(outcome).toEqual({ ok: true, value: { renewed: 0 } });
    expect(chat.calls).toHaveLength(0);
  });

  it('follows the clock: a link that was valid expires', async () => {
    const chat = new FakeChatPort();
    const clock = new ManualClock();
    const renew = new RenewExpiredFileLinks(chat, clock);
    const messages = [withFile(clock.now() + HOUR)];
    clock.jump(2 * HOUR);
    await renew.execute({ ctx, chatId: 'chat-1', messages });
    expect(chat.callsOf('refreshFiles')).toHaveLength(1);
  });
});
