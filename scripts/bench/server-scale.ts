import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMockServer } from '../../mock-server/server';
import { bigData } from '../../mock-server/testing/bigData';
import { signDemoToken } from '../../src/simulation/identity';
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
