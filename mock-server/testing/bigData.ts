import type { DemoChat, DemoData, DemoMessage } from '../../src/simulation/data/types';
import { buildSeed } from '../../src/simulation/seed/buildSeed';

const RILEY = 'u-riley-planner';
const ACME = 'acc-acme-media';

/** Riley with `chats` chats; `messages` messages in all, `historyMessages` of them in one chat. */
export function bigData(chats: number, messages: number, historyMessages: number): DemoData {
  const start = Date.parse('2026-01-01T00:00:00Z');
  const data = buildSeed({ referenceTime: Date.parse('2026-11-23T09:00:00Z') });
  const newChats: DemoChat[] = Array.from({ length: chats }, (_, i) => ({
    id: `bench-chat-${i}`,
    user_id: i < chats / 2 ? RILEY : 'u-avery-owner',
    account_id: ACME,
    summary: `Bench chat ${i}`,
    pinned: i % 97 === 0,
    created_at: new Date(start + i * 1000).toISOString(),
    updated_at: new Date(start + i * 1000).toISOString(),
  }));
  const newMessages: DemoMessage[] = Array.from({ length: messages }, (_, i) => {
    const chat =
      i < historyMessages ? (newChats[0] as DemoChat) : (newChats[1 + (i % (chats - 1))] as DemoChat);
    return {
      id: `bench-msg-${i}`,
      chat_id: chat.id,
      user_id: chat.user_id,
      account_id: ACME,
      type: i % 2 === 0 ? 'user' : 'bot',
      content: i % 2 === 0 ? `Please process insertion order ${i}` : `Here is result ${i}.`,
      timestamp: new Date(start + i * 1000).toISOString(),
      ...(i % 2 === 1 ? { action: 'general', status: 'completed' as const } : {}),
    };
  });
  data.chats.push(...newChats);
  for (const message of newMessages) data.messages.push(message);
  return data;
}
