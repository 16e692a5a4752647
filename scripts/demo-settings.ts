import { DEFAULT_DATA_DIR } from '../mock-server/config';
import { parseFaults } from '../mock-server/http/faults';
import { localDemoSecret } from '../mock-server/security';
import type { MockServerOptions } from '../mock-server/server';

type Env = Readonly<Record<string, string | undefined>>;

/** What `npm start` and `npm run dev` serve: the app's and the mock backend's ports, and which build. */
export interface StartChoices {
  appPort: number;
  mockPort: number;
  /** Hot reload (`npm run dev`) instead of the production build. */
  dev: boolean;
}

/** A port a user set, or the default; anything but a port number stops the start with its name. */
function portOf(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new Error(`${name}="${raw}" is not a port (1–65535)`);
  return port;
}

/** PORT and MOCK_PORT move the two servers (README "Two commands"); 3000 and 3001 otherwise. */
export function startChoices(env: Env, argv: readonly string[]): StartChoices {
  return {
    appPort: portOf(env, 'PORT', 3000),
    mockPort: portOf(env, 'MOCK_PORT', 3001),
    dev: argv.includes('--dev'),
  };
}

/**
 * The mock backend of a local demo, on loopback: its data in `.data/` unless told otherwise, the
 * simulated pace and faults from the environment, and a token secret of its own kept beside its
 * data (SIDEKICK_DEMO_TOKEN_SECRET wins), even with NODE_ENV=production.
 */
export function demoMockSettings(
  port: number,
  dataDir: string | undefined,
  env: Env,
  secretOf: (dataDir: string) => string = localDemoSecret,
): MockServerOptions & { dataDir: string } {
  const dir = dataDir ?? DEFAULT_DATA_DIR;
  return {
    port,
    host: '127.0.0.1',
    speed: Number(env.SIDEKICK_SIM_SPEED) || 1,
    dataDir: dir,
    tokenSecret: env.SIDEKICK_DEMO_TOKEN_SECRET || secretOf(dir),
    faults: parseFaults(env.SIDEKICK_FAULTS),
  };
}
