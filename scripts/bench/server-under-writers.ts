import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMockServer } from '../../mock-server/server';
import { signDemoToken } from '../../src/simulation/identity';
import { getOk, percentile } from './timing';

const KEY = 'bench-key';
const SECRET = 'bench-secret-long-enough-for-hs256-signing';
const RILEY = {
  id: 'u-riley-planner',
  email: 'riley.planner@example.com',
  display_name: 'Riley',
  given_name: 'Riley',
};
const ACME = 'acc-acme-media';

export interface WritersFigures {
  writers: number;
  seconds: number;
  acknowledgedWrites: number;
  probeMedianMs: number;
  probeP95Ms: number;
  probeMaxMs: number;
}

/**
 * `writers` clients creating chats as fast as they are answered (each create durable before its
 * answer) while a probe asks for something small every 50 ms and times it.
 */
export async function measureServerUnderWriters(writers = 50, seconds = 10): Promise<WritersFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sidekick-bench-writers-'));
  const server = await startMockServer({ port: 0, dataDir, apiKey: KEY, tokenSecret: SECRET });
  try {
    const token = await signDemoToken(RILEY, SECRET, Date.now());
    const headers = {
      'x-api-key': KEY,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    };
    const until = performance.now() + seconds * 1000;
    let acknowledged = 0;
    const writer = async (id: number) => {
      for (let n = 0; performance.now() < until; n += 1) {
        const response = await fetch(`${server.url}/api/chat`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ userId: RILEY.id, accountId: ACME, message: `Load ${id}-${n}: hello` }),
        });
        await response.arrayBuffer();
        if (response.ok) acknowledged += 1;
      }
    };
    const probes: number[] = [];
    const probe = async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        await getOk(`${server.url}/api/users/enabled-channels/${ACME}?userId=${RILEY.id}`, headers);
        probes.push(performance.now() - t0);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    await Promise.all([...Array.from({ length: writers }, (_, id) => writer(id)), probe()]);
    return {
      writers,
      seconds,
      acknowledgedWrites: acknowledged,
      probeMedianMs: percentile(probes, 0.5),
      probeP95Ms: percentile(probes, 0.95),
      probeMaxMs: Math.max(...probes),
    };
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
