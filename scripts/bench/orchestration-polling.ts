import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import type { RouteWeight } from './bundle-size';

/** Whether React Flow (its class names) is inside a route's first load. */
export function hasReactFlow(weight: RouteWeight, distDir: string): boolean {
  return weight.assets.some((asset) => readFileSync(join(distDir, asset), 'utf8').includes('react-flow__'));
}

export interface PollingFigures {
  runs: number;
  runsPolled: number;
  seconds: number;
  /** Status reads per run per minute: min and max over the runs. */
  perRunPerMinute: { min: number; max: number };
  /** The most reads of one run ever in flight at once. */
  maxInFlight: number;
}

async function json(response: Response) {
  return (await response.json()) as Record<string, unknown>;
}

/**
 * 20 fast-track runs in one chat, all on screen: every status read of the page is answered by a
 * stand-in that keeps the runs in progress and answers after 0–3 s (longer than the 2 s beat, so
 * that overlapping reads would show). Counts reads per run per minute and reads in flight per run.
 */
export async function measureRunPolling(
  context: BrowserContext,
  appUrl: string,
  mockUrl: string,
  apiKey: string,
  /** How late the stand-in answers: `slow` cycles through 0–3 s, `fast` answers at once. */
  answers: 'slow' | 'fast' = 'slow',
  runs = 20,
  seconds = 30,
): Promise<PollingFigures> {
  const headers = { 'x-api-key': apiKey, 'content-type': 'application/json' };
  const { token } = (await json(
    await fetch(`${mockUrl}/api/demo/token`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'riley.planner@example.com' }),
    }),
  )) as { token: string };
  const authed = { ...headers, authorization: `Bearer ${token}` };
  const actor = { userId: 'u-riley-planner', accountId: 'acc-acme-media' };
  let chatId: string | undefined;
  for (let index = 0; index < runs; index += 1) {
    const answer = await json(
      await fetch(`${mockUrl}/api/chat`, {
        method: 'POST',
        headers: authed,
        body: JSON.stringify({ ...actor, chatId, message: `Fast track flight ${index + 1} to DV360` }),
      }),
    );
    chatId = String(answer.chatId);
  }

  const reads = new Map<string, number>();
  const inFlight = new Map<string, number>();
  let maxInFlight = 0;
  let slow = 0;
  const page = await context.newPage();
  await page.setViewportSize({ width: 1400, height: 16000 });
  await page.route('**/fast-track-status**', async (route) => {
    const messageId = new URL(route.request().url()).pathname.split('/').at(-2) ?? '';
    reads.set(messageId, (reads.get(messageId) ?? 0) + 1);
    const now = (inFlight.get(messageId) ?? 0) + 1;
    inFlight.set(messageId, now);
    maxInFlight = Math.max(maxInFlight, now);
    slow = (slow + 7) % 31;
    if (answers === 'slow') await new Promise((resolve) => setTimeout(resolve, slow * 100));
    inFlight.set(messageId, (inFlight.get(messageId) ?? 1) - 1);
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        status: 'in_progress',
        current_step: 'campaign-processing',
        campaign_status: 'processing',
        creative_status: 'skipped',
        launcher_status: 'pending',
        api_status: 'pending',
      }),
    });
  });
  await page.goto(`${appUrl}/?chat=${chatId}`);
  await page.getByTestId('run-progress').first().waitFor();
  await page.waitForTimeout(2500);
  reads.clear();
  await page.waitForTimeout(seconds * 1000);
  await page.close();
  const perMinute = [...reads.values()].map((count) => (count * 60) / seconds);
  return {
    runs,
    runsPolled: reads.size,
    seconds,
    perRunPerMinute: { min: Math.min(...perMinute), max: Math.max(...perMinute) },
    maxInFlight,
  };
}
