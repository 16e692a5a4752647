import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startScenarioSeeding } from './scenario-seeding';
import { startServers } from './servers';

/**
 * `npm run test:browser`: the @browser scenarios in Debian Chromium against `npm start`'s servers
 * (a production build and the mock server), on their own ports and a throw-away database.
 */
const appPort = Number(process.env.E2E_PORT ?? 4300);
const mockPort = Number(process.env.E2E_MOCK_PORT ?? 4301);
const seedPort = Number(process.env.E2E_SEED_PORT ?? appPort + 2);
const dataDir = mkdtempSync(join(tmpdir(), 'sidekick-e2e-'));
process.env.SIDEKICK_SIM_SPEED ??= '4';

const servers = await startServers({ appPort, mockPort, dataDir, distDir: 'dist-e2e', quiet: true });
const seeding = await startScenarioSeeding(servers.mockData, seedPort);
let code = 1;
try {
  code = await new Promise<number>((resolve) => {
    const child = spawn('npx', ['cucumber-js', '--profile', 'browser', ...process.argv.slice(2)], {
      stdio: 'inherit',
      env: {
        ...process.env,
        SIDEKICK_E2E_URL: servers.appUrl,
        SIDEKICK_E2E_MOCK_URL: servers.mockUrl,
        SIDEKICK_E2E_SEED_URL: seeding.url,
        NODE_OPTIONS: '--import tsx',
      },
    });
    child.on('exit', (exitCode) => resolve(exitCode ?? 1));
  });
} finally {
  await seeding.close();
  await servers.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
