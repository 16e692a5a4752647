import { beforeEach, describe, expect, it } from 'vitest';
import { aChat } from '../../testing/builders';
import { ctx } from '../../testing/chat-kit';
import { FakeChatPort } from '../../testing/FakeChatPort';
import { RenameChat } from './RenameChat';

describe('RenameChat', () => {
  let chat: FakeChatPort;
  let renameChat: RenameChat;

  beforeEach(() => {
    chat = new FakeChatPort();
    chat.chats = [aChat({ id: 'c-1', summary: 'Old name' })];
    renameChat = new RenameChat(chat);
  });

  it('saves the trimmed name', async () => {
    const outcome = await renameChat.execute({
      ctx,
      chatId: 'c-1',
      currentSummary: 'Old name',
      input: '  Q1 plan ',
    });
    expect(outcome).toEqual({ ok: true, value: { kind: 'renamed', summary: 'Q1 plan' } });
    expect(chat.chats[0]?.summary).toBe('Q1 plan');
  });

  it.each(['', '   ', 'Old name'])('sends nothing for %j', async (input) => {
    const outcome = await renameChat.execute({ ctx, chatId: 'c-1', currentSummary: 'Old name', input });
    expect(outcome).toEqual({ ok: true, value: { kind: 'unchanged' } });
    expect(chat.callsOf('renameChat')).toHaveLength(0);
  });

  it('answers a failure the view model can show, without throwing', async () => {
    chat.failing.add('renameChat');
    const outcome = await renameChat.execute({
      ctx,
      chatId: 'c-1',
      currentSummary: 'Old name',
      input: 'New',
    });
    expect(outcome).toMatchObject({ ok: false, kind: 'unavailable' });
  });
});
