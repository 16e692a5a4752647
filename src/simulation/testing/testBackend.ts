import { createDemoApi, type DemoApi, type DemoApiDeps } from '../api/createDemoApi';
import { createAssistant } from '../assistant';
import type { DemoData } from '../data/types';
import { MapFileStore } from '../files/MapFileStore';
import { signDemoToken } from '../identity';
import { DEMO_PACKS } from '../packs/packs';
import { buildSeed, SEED_REFERENCE_TIME } from '../seed/buildSeed';
import { createFakeAssistant } from './fakeAssistant';

export const TEST_API_KEY = 'test-key';
export const TEST_SECRET = 'test-secret-of-at-least-32-characters!';

interface CallOptions {
  token?: string | null;
  apiKey?: string | null;
  query?: Record<string, string>;
  body?: unknown;
  form?: FormData;
}

/**
 * The demo api over fresh seed data, a settable clock, the fake assistant and an in-memory file
 * store, with helpers to sign in as a persona and call routes.
 */
export function createTestBackend(
  options: {
    speed?: number;
    data?: DemoData;
    spreadsheet?: (data: unknown, title: string) => Promise<Uint8Array>;
    /** The real demo assistant (on the backend's clock) instead of the fake one. */
    realAssistant?: boolean;
    observeAccess?: DemoApiDeps['observeAccess'];
    /** Called on every save, beside the count (the journal tests take the changes there). */
    onChange?: () => void;
    /** The file store; an empty MapFileStore by default (the upload tests give one that fails). */
    files?: MapFileStore;
  } = {},
) {
  const clock = { now: SEED_REFERENCE_TIME + 60_000 };
  const data = options.data ?? buildSeed();
  const fake = createFakeAssistant();
  const assistant = options.realAssistant ? createAssistant({ now: () => new Date(clock.now) }) : fake;
  const files = options.files ?? new MapFileStore();
  let changes = 0;
  const api: DemoApi = createDemoApi({
    data,
    now: () => clock.now,
    assistant,
    apiKey: TEST_API_KEY,
    tokenSecret: TEST_SECRET,
    speed: options.speed ?? 1,
    files,
    packs: DEMO_PACKS,
    ...(options.spreadsheet ? { spreadsheet: options.spreadsheet } : {}),
    ...(options.observeAccess ? { observeAccess: options.observeAccess } : {}),
    onChange: () => {
      changes += 1;
      options.onChange?.();
    },
  });

  function userByEmail(email: string) {
    const user = data.users.find((candidate) => candidate.email === email);
    if (!user) throw new Error(`No seeded user ${email}`);
    return user;
  }

  async function call(method: string, path: string, options: CallOptions = {}) {
    const url = new URL(`http://demo.test${path}`);
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
    const headers = new Headers();
    if (options.apiKey !== null) headers.set('x-api-key', options.apiKey ?? TEST_API_KEY);
    if (options.token) headers.set('authorization', `Bearer ${options.token}`);
    let body: BodyInit | undefined;
    if (options.form) body = options.form;
    else if (options.body !== undefined) {
      headers.set('content-type', 'application/json');
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    const response = await api.handle(new Request(url, { method, headers, body }));
    const text = await response.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    return {
      status: response.status,
      json: json as Record<string, unknown> & { error?: string },
      response,
      text,
    };
  }

  return {
    api,
    data,
    clock,
    /** The fake assistant and the requests it saw (unused with `realAssistant`). */
    assistant: fake,
    files,
    changes: () => changes,
    call,
    userByEmail,
    /** A valid token for a seeded user, signed at the current clock. */
    tokenFor: (email: string) => signDemoToken(userByEmail(email), TEST_SECRET, clock.now),
  };
}

export type TestBackend = ReturnType<typeof createTestBackend>;

/** Riley, the demo's planner, in the account a route test's calls name. */
export const RILEY = { userId: 'u-riley-planner', accountId: 'acc-acme-media' };

/** A fresh backend and a token of the persona signing in with `email`. */
export async function signedIn(email = 'riley.planner@example.com') {
  const backend = createTestBackend();
  return { backend, token: await backend.tokenFor(email) };
}
