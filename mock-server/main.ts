import { DEFAULT_MOCK_PORT, simulationSpeed } from './config';
import { parseFaults } from './http/faults';
import { UnsafeConfiguration } from './security';
import { startMockServer } from './server';

/**
 * `tsx mock-server/main.ts`: the demo backend on MOCK_PORT (3001) until Ctrl+C. Settings:
 * MOCK_HOST, SIDEKICK_DATA_DIR, SIDEKICK_API_KEY, SIDEKICK_DEMO_TOKEN_SECRET, SIDEKICK_PUBLIC_URL,
 * SIDEKICK_FAULTS, SIDEKICK_SIM_SPEED.
 */
const port = Number(process.env.MOCK_PORT ?? DEFAULT_MOCK_PORT);
const speed = simulationSpeed(process.env.SIDEKICK_SIM_SPEED);
let server: Awaited<ReturnType<typeof startMockServer>>;
try {
  server = await startMockServer({
    port,
    ...(process.env.MOCK_HOST ? { host: process.env.MOCK_HOST } : {}),
    ...(process.env.SIDEKICK_DATA_DIR ? { dataDir: process.env.SIDEKICK_DATA_DIR } : {}),
    faults: parseFaults(process.env.SIDEKICK_FAULTS),
    speed,
  });
} catch (error) {
  if (
    !(error instanceof UnsafeConfiguration) &&
    !(error instanceof Error && error.message.startsWith('SIDEKICK_'))
  ) {
    throw error;
  }
  console.error(`Sidekick mock server refused to start: ${error.message}`);
  process.exit(1);
}
const { startup } = server;
console.log(
  `Sidekick mock server listening on ${server.url} (simulation speed ${speed}; data read in ${startup.ms} ms: ` +
    `snapshot ${Math.round(startup.snapshotMs)} ms, ${startup.groups} journal groups in ${Math.round(startup.replayMs)} ms)`,
);

let closing = false;
async function stop() {
  if (closing) return;
  closing = true;
  await server.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
