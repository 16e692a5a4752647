import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningMockServer, startMockServer } from '../../mock-server/server';
import { bigData } from '../../mock-server/testing/bigData';
import type { DemoData } from '../../src/simulation/data/types';
import { signDemoToken } from '../../src/simulation/identity';
import { buildSeed } from '../../src/simulation/seed/buildSeed';
import { createFakeAssistant } from '../../src/simulation/testing/fakeAssistant';
import { percentile, type Spread, spread, timeCalls } from './timing';

const KEY = 'bench-key';
const SECRET = 'bench-secret-long-enough-for-hs256-signing';
const RILEY = {
  id: 'u-riley-planner',
  email: 'riley.planner@example.com',
  display_name: 'Riley',
  given_name: 'Riley',
};
const ACME = 'acc-acme-media';
const ROUNDS = 5;

export interface WriteCostFigures {
  messages: number;
  /** p50 of a round of sequential creates, over the rounds. */
  createP50Ms: Spread;
  createP95Ms: Spread;
  /** Acknowledged creates per second with 8 writers, over the rounds (best = highest). */
  createsPerSecond: Spread;
}

async function startOn(data: DemoData) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sidekick-bench-writes-'));
  const server = await startMockServer({
    port: 0,
    dataDir,
    apiKey: KEY,
    tokenSecret: SECRET,
    assistant: createFakeAssistant(),
    initialData: data,
  });
  return { server, dataDir };
}

function creator(server: RunningMockServer, token: string, label: string) {
  let n = 0;
  const headers = { 'x-api-key': KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  return async () => {
    n += 1;
    const response = await fetch(`${server.url}/api/chat`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ userId: RILEY.id, accountId: ACME, message: `Bench ${label} ${n}: hello` }),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`create answered ${response.status}`);
  };
}

/** Acknowledged creates per second with `writers` clients for `ms`. */
async function throughput(create: () => Promise<void>, writers: number, ms: number): Promise<number> {
  const until = performance.now() + ms;
  let acknowledged = 0;
  await Promise.all(
    Array.from({ length: writers }, async () => {
      while (performance.now() < until) {
        await create();
        acknowledged += 1;
      }
    }),
  );
  return acknowledged / (ms / 1000);
}

/**
 * The cost of a write beside the database's size (issue 21): the same creates against the seed and
 * against `messages` messages, round by round in one run, and the start-up over the big database's
 * snapshot plus the journal those rounds wrote.
 */
export async function measureWriteCost(messages = 1_000_000) {
  const token = await signDemoToken(RILEY, SECRET, Date.now());
  const small = await startOn(buildSeed());
  const big = await startOn(bigData(20_000, messages, 10_000));
  const figures = new Map<string, { p50: number[]; p95: number[]; perSecond: number[] }>([
    ['seed', { p50: [], p95: [], perSecond: [] }],
    ['big', { p50: [], p95: [], perSecond: [] }],
  ]);
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [label, { server }] of [
        ['seed', small],
        ['big', big],
      ] as const) {
        const create = creator(server, token, `${label}-${round}`);
        const durations = await timeCalls(create, 40);
        const entry = figures.get(label);
        entry?.p50.push(percentile(durations, 0.5));
        entry?.p95.push(percentile(durations, 0.95));
        entry?.perSecond.push(await throughput(create, 8, 3_000));
      }
    }
  } finally {
    await small.server.close();
    await big.server.close();
    rmSync(small.dataDir, { recursive: true, force: true });
  }
  // Start-up is read, replayed and closed ROUNDS times over the same snapshot and journal.
  const startups: Array<RunningMockServer['startup']> = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const restarted = await startMockServer({
      port: 0,
      dataDir: big.dataDir,
      apiKey: KEY,
      tokenSecret: SECRET,
    });
    startups.push(restarted.startup);
    await restarted.close();
  }
  const startup = {
    ms: spread(startups.map((one) => one.ms)),
    snapshotMs: spread(startups.map((one) => one.snapshotMs)),
    replayMs: spread(startups.map((one) => one.replayMs)),
    groups: startups[0]?.groups ?? 0,
  };
  rmSync(big.dataDir, { recursive: true, force: true });
  const summarise = (label: string, count: number): WriteCostFigures => {
    const entry = figures.get(label) ?? { p50: [], p95: [], perSecond: [] };
    return {
      messages: count,
      createP50Ms: spread(entry.p50),
      createP95Ms: spread(entry.p95),
      createsPerSecond: spread(entry.perSecond, true),
    };
  };
  return {
    seed: summarise('seed', small.server.data.messages.length),
    big: summarise('big', messages),
    startup,
  };
}
