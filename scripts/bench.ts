import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../features/support/drivers/BrowserDriver';
import { weighRoute } from './bench/bundle-size';
import { measureMockThroughput } from './bench/mock-throughput';
import { startServers } from './servers';

/**
 * `npm run bench`: figures, not pass/fail. Budgets come from the issues and are printed beside
 * each figure so a reader sees the margin.
 */
const BUDGETS_KB: Record<string, number> = { '/login': 130, '/': 200 };
const appPort = 4400;
const mockPort = 4401;
const distDir = 'dist-bench';
const dataDir = mkdtempSync(join(tmpdir(), 'sidekick-bench-'));

const servers = await startServers({ appPort, mockPort, dataDir, distDir, quiet: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);

  console.log('\nFirst-load JS+CSS per route (gzipped)');
  const login = await weighRoute(page, servers.appUrl, '/login', distDir);
  // Sign in once so that "/" loads the signed-in workspace on its next fresh load.
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: 'Sign in as Riley Planner' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  const fresh = await context.newPage();
  const home = await weighRoute(fresh, servers.appUrl, '/', distDir);
  for (const weight of [login, home]) {
    const budget = BUDGETS_KB[weight.route];
    console.log(
      `  ${weight.route.padEnd(8)} ${kb(weight.gzipBytes).padStart(7)} kB in ${weight.files} files` +
        (budget ? `   (budget ${budget} kB)` : ''),
    );
  }

  const throughput = await measureMockThroughput(servers.mockUrl, 'sidekick-demo-key');
  console.log('\nMock server (loopback, 8 concurrent, chat list + chat histories)');
  console.log(
    `  ${throughput.requests} requests in ${throughput.seconds.toFixed(2)} s: ` +
      `${throughput.perSecond.toFixed(0)} req/s, p95 ${throughput.p95Ms.toFixed(1)} ms`,
  );
} finally {
  await browser.close();
  await servers.close();
  rmSync(dataDir, { recursive: true, force: true });
}
