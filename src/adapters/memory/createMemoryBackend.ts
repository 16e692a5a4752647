import { createDemoApi, type DemoApi } from '../../simulation/api/createDemoApi';
import { type Assistant, createAssistant } from '../../simulation/assistant';
import type { DemoData } from '../../simulation/data/types';
import type { StoredFile } from '../../simulation/files/FileStore';
import { MapFileStore } from '../../simulation/files/MapFileStore';
import type { DemoApiDeps } from '../../simulation/kernel/deps';
import { DEMO_PACKS } from '../../simulation/packs/packs';
import { buildSeed } from '../../simulation/seed/buildSeed';
import { createInProcessFetch } from './createInProcessFetch';
import { InPageFaults } from './InPageFaults';

/** The demo key and secret of the memory profile; nothing leaves the page, so they protect nothing. */
export const MEMORY_API_KEY = 'sidekick-demo-key';
const MEMORY_TOKEN_SECRET = 'sidekick-memory-profile-token-secret';

export interface MemoryBackendOptions {
  /** The clock of the simulation; a manual clock in tests. Real time by default. */
  now?: () => number;
  /** Must equal the key the HTTP adapters send. */
  apiKey?: string;
  tokenSecret?: string;
  /** SIDEKICK_SIM_SPEED: processing times are divided by it. */
  speed?: number;
  /** Starting data; fresh seed data (dated around `now()`) by default. */
  data?: DemoData;
  assistant?: Assistant;
  spreadsheet?: (data: unknown, title: string) => Promise<Uint8Array>;
  /** Reads uploaded PDFs for the assistant (the page's pdf.js); without it PDFs show sample values. */
  readDocumentText?: DemoApiDeps['readDocumentText'];
  /** Base address for relative URLs; the page's address (or a memory:// stand-in) by default. */
  baseUrl?: string;
}

export interface MemoryBackend {
  api: DemoApi;
  /** A fetch for the HTTP adapters that never leaves the process. */
  fetch: typeof fetch;
  /** The live data (tests may inspect it). */
  data: DemoData;
}

const MEMORY_FILES_URL = 'http://sidekick.memory/files';

/** Object URLs in browsers (files open in a tab); a web-shaped name in the in-process backend's address where there are none (Node). */
function linkFor(key: string, file: StoredFile): string {
  if (typeof URL.createObjectURL === 'function' && typeof Blob !== 'undefined') {
    return URL.createObjectURL(new Blob([file.bytes.slice()], { type: file.contentType }));
  }
  return `${MEMORY_FILES_URL}/${encodeURIComponent(key)}`;
}

/** The whole demo backend in this process: seed data, api and files in memory, no server. */
export function createMemoryBackend(options: MemoryBackendOptions = {}): MemoryBackend {
  const now = options.now ?? Date.now;
  const data = options.data ?? buildSeed({ referenceTime: now() });
  const files = new MapFileStore(linkFor);
  const faults = new InPageFaults();
  const api = createDemoApi({
    data,
    now,
    assistant: options.assistant ?? createAssistant({ now: () => new Date(now()) }),
    apiKey: options.apiKey ?? MEMORY_API_KEY,
    tokenSecret: options.tokenSecret ?? MEMORY_TOKEN_SECRET,
    speed: options.speed ?? 1,
    files,
    faultMode: faults,
    packs: DEMO_PACKS,
    ...(options.spreadsheet ? { spreadsheet: options.spreadsheet } : {}),
    ...(options.readDocumentText ? { readDocumentText: options.readDocumentText } : {}),
  });
  return { api, fetch: withFileLinks(faults.over(createInProcessFetch(api, options.baseUrl)), files), data };
}

/** Where there are no object URLs (Node), a file's link is answered from the store. */
function withFileLinks(apiFetch: typeof fetch, files: MapFileStore): typeof fetch {
  const prefix = `${MEMORY_FILES_URL}/`;
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.startsWith(prefix)) return apiFetch(input, init);
    const stored = await files.get(decodeURIComponent(url.slice(prefix.length)));
    return stored
      ? new Response(stored.bytes.slice(), { headers: { 'content-type': stored.contentType } })
      : new Response(JSON.stringify({ error: 'File not found' }), { status: 404 });
  }) as typeof fetch;
}
