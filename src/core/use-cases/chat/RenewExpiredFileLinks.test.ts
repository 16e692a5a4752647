import { describe, expect, it } from 'vitest';
import { FILE_LINK_REFRESH_HOURS } from '../../domain/briefcase/file-links';
import { aMessageWithFile, ctx, HOUR } from '../../testing/chat-kit';
import { FakeChatPort } from '../../testing/FakeChatPort';
import { ManualClock } from '../../testing/ManualClock';
import { RenewExpiredFileLinks } from './RenewExpiredFileLinks';

describe('RenewExpiredFileLinks', () => {
  it('asks the server to renew the chat’s links for 72 hours when one has expired', async () => {
    const chat = new FakeChatPort();
    const clock = new ManualClock();
    const messages = [aMessageWithFile(clock.now() - HOUR)];
    chat.histories.set('chat-1', messages);
    const outcome = await new RenewExpiredFileLinks(chat, clock).execute({ ctx, chatId: 'chat-1', messages });
    expect(outcome).toEqual({ ok: true, value: { renewed: 1 } });
    expect(chat.callsOf('refreshFiles')[0]?.args).toEqual(['chat-1', FILE_LINK_REFRESH_HOURS]);
  });

  it('asks nothing while every link is valid', async () => {
    const chat = new FakeChatPort();
    const clock = new ManualClock();
    const outcome = await new RenewExpiredFileLinks(chat, clock).execute({
      ctx,
      chatId: 'chat-1',
      messages: [aMessageWithFile(clock.now() + HOUR)],
    });
    expect(outcome).toEqual({ ok: true, value: { renewed: 0 } });
    expect(chat.calls).toHaveLength(0);
  });

  it('follows the clock: a link that was valid expires', async () => {
    const chat = new FakeChatPort();
    const clock = new ManualClock();
    const renew = new RenewExpiredFileLinks(chat, clock);
    const messages = [aMessageWithFile(clock.now() + HOUR)];
    clock.jump(2 * HOUR);
    await renew.execute({ ctx, chatId: 'chat-1', messages });
    expect(chat.callsOf('refreshFiles')).toHaveLength(1);
  });
});
