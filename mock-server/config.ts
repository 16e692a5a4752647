/** Demo values shared with the client's build-time defaults (docs/backend-contract.md). */
export const DEMO_API_KEY = 'sidekick-demo-key';
export const DEFAULT_MOCK_PORT = 3001;
export const DEFAULT_HOST = '127.0.0.1';
/** Where the mock server keeps its data, relative to the working directory (git-ignored). */
export const DEFAULT_DATA_DIR = '.data';

/** SIDEKICK_SIM_SPEED: a positive number; anything else means real speed (1). */
export function simulationSpeed(raw: string | undefined): number {
  const speed = Number(raw);
  return raw && Number.isFinite(speed) && speed > 0 ? speed : 1;
}
