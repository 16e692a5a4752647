import { DEFAULT_MOCK_PORT, DEMO_API_KEY, DEMO_TOKEN_SECRET, simulationSpeed } from './config';
import { startMockServer } from './server';

/** `tsx mock-server/main.ts`: the demo backend on MOCK_PORT (3001) until Ctrl+C. */
const port = Number(process.env.MOCK_PORT ?? DEFAULT_MOCK_PORT);
const speed = simulationSpeed(process.env.SIDEKICK_SIM_SPEED);
const server = await startMockServer({
  port,
  apiKey: process.env.SIDEKICK_API_KEY || DEMO_API_KEY,
  tokenSecret: process.env.SIDEKICK_DEMO_TOKEN_SECRET || DEMO_TOKEN_SECRET,
  speed,
});
console.log(`Sidekick mock server listening on ${server.url} (simulation speed ${speed})`);

let closing = false;
async function stop() {
  if (closing) return;
  closing = true;
  await server.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
