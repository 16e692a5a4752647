import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMockServer } from '../../mock-server/server';
import type { DemoChat, DemoData, DemoMessage } from '../../src/simulation/data/types';
import { signDemoToken } from '../../src/simulation/identity';
import { buildSeed } from '../../src/simulation/seed/buildSeed';
import { createFakeAssistant } from '../../src/simulation/testing/fakeAssistant';
import { getOk, percentile, timeCalls } from './timing';

const KEY = 'bench-key';
const SECRET = 'bench-secret-long-enough-for-hs256-signing';
const RILEY = {
  id: 'u-riley-planner',
  email: 'riley.planner@example.com',
  display_name: 'Riley',
  given_name: 'Riley',
};
const ACME = 'acc-acme-media';

export interface ScaleFigures {
  chats: number;
  messages: number;
  listBytes: number;
  listP95Ms: number;
  historyMessages: number;
  historyP95Ms: number;
}

/** Riley with `chats` chats; `messages` messages in all, `historyMessages` of them in one chat. */
function bigData(chats: number, messages: number, historyMessages: number): DemoData {
  const start = Date.parse('2026-01-01T00:00:00Z');
  const data = buildSeed({ referenceTime: Date.parse('2026-11-23T09:00:00Z') });
  const newChats: DemoChat[] = Array.from({ length: chats }, (_, i) => ({
    id: `bench-chat-${i}`,
    user_id: i < chats / 2 ? RILEY.id : 'u-avery-owner',
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

/**
 * Chat list and history at scale, through HTTP: 10,000 chats for one user (in 20,000) and
 * 1,000,000 messages, 10,000 of them in one chat.
 */
export async function measureServerScale(
  chats = 20_000,
  messages = 1_000_000,
  historyMessages = 10_000,
): Promise<ScaleFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sidekick-bench-scale-'));
  const initialData = bigData(chats, messages, historyMessages);
  const server = await startMockServer({
    port: 0,
    dataDir,
    apiKey: KEY,
    tokenSecret: SECRET,
    assistant: createFakeAssistant(),
    initialData,
  });
  try {
    const token = await signDemoToken(RILEY, SECRET, Date.now());
    const headers = { 'x-api-key': KEY, authorization: `Bearer ${token}` };
    const query = `userId=${RILEY.id}&accountId=${ACME}`;
    const listUrl = `${server.url}/api/chat-history?${query}`;
    const list = await fetch(listUrl, { headers });
    const listBody = await list.text();
    const chatCount = (JSON.parse(listBody) as { chats: unknown[] }).chats.length;
    const listTimes = await timeCalls(() => getOk(listUrl, headers), 60);
    const historyUrl = `${server.url}/api/chat-history/bench-chat-0?${query}`;
    await getOk(historyUrl, headers);
    const historyTimes = await timeCalls(() => getOk(historyUrl, headers), 20);
    return {
      chats: chatCount,
      messages: initialData.messages.length,
      listBytes: listBody.length,
      listP95Ms: percentile(listTimes, 0.95),
      historyMessages,
      historyP95Ms: percentile(historyTimes, 0.95),
    };
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
