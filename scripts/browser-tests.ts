import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPrismMock } from '../mock-server/testing/prism';
import { startScenarioSeeding } from './scenario-seeding';
import { previewCopyCalling, startServerCopy } from './server-copies';
import { type RunningServers, startServers } from './servers';

/**
 * `npm run test:browser`: the @browser scenarios in Debian Chromium against `npm start`'s servers
 * (a production build and the mock server), on their own ports and throw-away databases.
 * E2E_WORKERS (default 3) cucumber workers run side by side, each with servers of its own, since
 * a scenario resets its backend's data: most of a browser scenario is waiting, not computing.
 * One more copy of the build calls a Prism mock of docs/openapi.json instead (E2E_PRISM_PORT,
 * default after the workers' ports), for the @prism-mock scenarios: a backend made from the
 * document alone.
 */
const appPort = Number(process.env.E2E_PORT ?? 4300);
const mockPort = Number(process.env.E2E_MOCK_PORT ?? 4301);
const seedPort = Number(process.env.E2E_SEED_PORT ?? appPort + 2);
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 3));
const prismAppPort = Number(process.env.E2E_PRISM_PORT ?? appPort + 2 + workers);
const distDir = 'dist-e2e';
process.env.SIDEKICK_SIM_SPEED ??= '4';

const dataDirs: string[] = [];
const freshDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sidekick-e2e-'));
  dataDirs.push(dir);
  return dir;
};

// Prism reads the document while the app builds.
const prismStarting = startPrismMock();
prismStarting.catch(() => {});
const first = await startServers({ appPort, mockPort, dataDir: freshDataDir(), distDir, quiet: true });
const servers: RunningServers[] = [first];
for (let worker = 1; worker < workers; worker++) {
  servers.push(
    await startServerCopy(first, {
      appPort: appPort + 2 + worker,
      dataDir: freshDataDir(),
      distDir,
      copyDir: `${distDir}-${worker}`,
    }),
  );
}
const prism = await prismStarting;
const appOnPrism = await previewCopyCalling(first.mockUrl, prism.url, {
  appPort: prismAppPort,
  distDir,
  copyDir: `${distDir}-prism`,
});
const seedings = await Promise.all(
  servers.map((running, worker) => startScenarioSeeding(running.mockData, worker === 0 ? seedPort : 0)),
);
// features/support/abilities/worker-servers.ts gives each worker its own entry.
const perWorker = servers.map((running, worker) => ({
  SIDEKICK_E2E_URL: running.appUrl,
  SIDEKICK_E2E_MOCK_URL: running.mockUrl,
  SIDEKICK_E2E_SEED_URL: seedings[worker]?.url,
}));

let code = 1;
try {
  code = await new Promise<number>((resolve) => {
    const parallel = workers > 1 ? ['--parallel', String(workers)] : [];
    const child = spawn(
      'npx',
      ['cucumber-js', '--profile', 'browser', ...parallel, ...process.argv.slice(2)],
      {
        stdio: 'inherit',
        env: {
          ...process.env,
          ...perWorker[0],
          SIDEKICK_E2E_WORKERS: JSON.stringify(perWorker),
          SIDEKICK_E2E_PRISM_APP_URL: appOnPrism.url,
          NODE_OPTIONS: '--import tsx',
        },
      },
    );
    child.on('exit', (exitCode) => resolve(exitCode ?? 1));
  });
} finally {
  await Promise.all(seedings.map((seeding) => seeding.close()));
  await Promise.all(servers.map((running) => running.close()));
  await appOnPrism.close();
  await prism.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
process.exit(code);
