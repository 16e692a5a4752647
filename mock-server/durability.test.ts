import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signDemoToken } from '../src/simulation/identity';
import { readStoredData } from './journal/openStore';
import { bigData } from './testing/bigData';

const KEY = 'durability-test-key';
const SECRET = 'durability-test-secret-long-enough-for-hs256';
const riley = { userId: 'u-riley-planner', accountId: 'acc-acme-media' };
const dataDir = mkdtempSync(join(tmpdir(), 'sidekick-kill-'));
const KILLS = 5;
const WRITERS = 12;
/** The database the kills hit: big enough that a write costing the whole database would show. */
const MESSAGES = 100_000;

afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** The real mock server as its own process (the one `kill -9` hits), on a free port. */
async function startProcess(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/main.ts'], {
    env: {
      ...process.env,
      MOCK_PORT: '0',
      SIDEKICK_DATA_DIR: dataDir,
      SIDEKICK_API_KEY: KEY,
      SIDEKICK_DEMO_TOKEN_SECRET: SECRET,
      SIDEKICK_FAULTS: '',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`mock server exited with ${code}: ${out}`)));
  });
  return { child, url };
}

interface Acknowledged {
  chats: Set<string>;
  /** Per chat: the last rename the server acknowledged, and one it may have applied unanswered. */
  renames: Map<string, { acknowledged: string; inFlight?: string }>;
}

async function writeUntilKilled(url: string, token: string, seen: Acknowledged, round: number, ms: number) {
  const headers = { 'x-api-key': KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  let running = true;
  const writer = async (writerId: number) => {
    for (let n = 0; running; n += 1) {
      try {
        const created = await fetch(`${url}/api/chat`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ ...riley, message: `Hello from ${round}-${writerId}-${n}` }),
        });
        if (!created.ok) continue;
        const { chatId } = (await created.json()) as { chatId: string };
        seen.chats.add(chatId);
        const summary = `Renamed ${round}-${writerId}-${n}`;
        const entry = seen.renames.get(chatId) ?? { acknowledged: `Hello from ${round}-${writerId}-${n}` };
        entry.inFlight = summary;
        seen.renames.set(chatId, entry);
        const renamed = await fetch(`${url}/api/chat-history/${chatId}`, {
          method: 'PATCH',
          headers,
          body: JSON.stringify({ ...riley, summary }),
        });
        if (renamed.ok) seen.renames.set(chatId, { acknowledged: summary });
      } catch {
        return; // the server is gone
      }
    }
  };
  const before = seen.chats.size;
  const writers = Array.from({ length: WRITERS }, (_, id) => writer(id));
  // At least `ms` of load and more acknowledged creates than writers, however slow the machine is.
  const started = Date.now();
  while (
    Date.now() - started < ms ||
    (seen.chats.size - before <= WRITERS && Date.now() - started < 30_000)
  ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    stop: async () => {
      running = false;
      await Promise.all(writers);
    },
  };
}

describe('durable writes', () => {
  it(`keeps every acknowledged create and rename across ${KILLS} kill -9s under load, on ${MESSAGES} messages`, async () => {
    const token = await signDemoToken(
      {
        id: riley.userId,
        email: 'riley.planner@example.com',
        display_name: 'Riley Planner',
        given_name: 'Riley',
      },
      SECRET,
      Date.now(),
    );
    const seen: Acknowledged = { chats: new Set(), renames: new Map() };
    writeFileSync(join(dataDir, 'db.json'), JSON.stringify(bigData(2_000, MESSAGES, 1_000)));
    for (let round = 0; round < KILLS; round += 1) {
      const { child, url } = await startProcess();
      const exited = new Promise((resolve) => child.once('exit', resolve));
      const load = await writeUntilKilled(url, token, seen, round, 1200);
      child.kill('SIGKILL');
      await exited;
      await load.stop();

      const stored = readStoredData(join(dataDir, 'db.json'));
      expect(stored.messages.length).toBeGreaterThanOrEqual(MESSAGES);
      const byId = new Map(stored.chats.map((chat) => [chat.id, chat.summary]));
      const lostChats = [...seen.chats].filter((id) => !byId.has(id));
      const lostRenames = [...seen.renames].filter(
        ([id, rename]) => ![rename.acknowledged, rename.inFlight].includes(byId.get(id)),
      );
      expect({ round, lostChats, lostRenames }).toEqual({ round, lostChats: [], lostRenames: [] });
      // A consistent file: no id handed out twice after a restart.
      expect(byId.size).toBe(stored.chats.length);
      const made = stored.chats.filter((chat) => /^chat-\d+$/.test(chat.id));
      const highest = Math.max(...made.map((chat) => Number(chat.id.slice('chat-'.length))));
      expect(stored.sequence).toBeGreaterThanOrEqual(highest);
    }
    expect(seen.chats.size).toBeGreaterThan(KILLS * WRITERS);
    // The next start clears what the kills left half-written.
    const { child } = await startProcess();
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    expect(readdirSync(dataDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  }, 240_000);
});
