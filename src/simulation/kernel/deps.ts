import type { MatrixKey } from '../access/matrix';
import type { Assistant } from '../assistant';
import type { DemoData, DemoFileRecord } from '../data/types';
import type { FileStore } from '../files/FileStore';
import type { StepWorkers } from '../orchestration/types';
import type { DemoPack } from '../packs/pack';

/** A host's fault mode seen as the share of calls it fails (0, 0.1, 0.3). */
export interface FaultMode {
  rate(): number;
  /** The share, its draws started again (from `seed`, else the demo's own): the same calls fail at every run. */
  setRate(rate: number, seed?: string): void;
}

/** Everything the demo backend needs from its host (the mock server or the memory profile). */
export interface DemoApiDeps {
  /** The stored data; handlers mutate it in place. */
  data: DemoData;
  /** The current time in ms; a fake clock in tests. */
  now: () => number;
  assistant: Assistant;
  /** The x-api-key every call must carry. */
  apiKey: string;
  /** HS256 secret of identity tokens and file links. */
  tokenSecret: string;
  /**
   * SIDEKICK_SIM_SPEED: processing times are divided by it (10 = ten times faster). A presenter
   * changes it while the backend runs (PUT /api/demo/settings): read it at each use.
   */
  speed: number;
  /** The host's fault mode as one share of failed calls (the mock server's); kept without effect when absent. */
  faultMode?: FaultMode;
  files: FileStore;
  /** Text of a stored document (PDF) for the assistant, or null when it cannot be read. */
  readDocumentText?: (file: DemoFileRecord, bytes: Uint8Array) => Promise<string | null>;
  /**
   * Called after a request changed the data: the host persists it. When it answers a promise,
   * the request's answer waits for it, so "saved" means saved; a rejection becomes a 503.
   */
  onChange?: () => void | Promise<void>;
  /**
   * Whether the demo identity provider (personas, tokens for any seeded user) answers; true by
   * default (memory profile, tests). The mock server turns it off outside loopback demo mode.
   */
  demoIdentity?: boolean;
  /** The address signed file links are built on; the request's own origin when absent (memory). */
  publicBaseUrl?: string;
  /** Where a surprise is written down with its request id (console.error by default). */
  logError?: (requestId: string, request: Request, error: unknown) => void;
  /** Builds an .xlsx workbook of a result (export to spreadsheet); the real exceljs one by default. */
  spreadsheet?: (data: unknown, title: string) => Promise<Uint8Array>;
  /** The work behind orchestration steps; the demo assistant's agents by default. */
  stepWorkers?: StepWorkers;
  /**
   * Runs `work` once every other call under way has finished, holding new ones meanwhile (a pack
   * switch). Set by createDemoApi, not by hosts.
   */
  alone?: <T>(work: () => T | Promise<T>) => Promise<T>;
  /**
   * The demo packs a presenter may switch to (src/simulation/packs/packs.ts), given by the host:
   * the packs play their stories through createDemoApi, which cannot import them back. None: the
   * list is empty.
   */
  packs?: readonly DemoPack[];
  /** Told after a demo pack was switched to (the HTTP host sets the pack's fault mode). */
  onPackSwitched?: (pack: DemoPack) => void;
  /** Told, after each answered call, which permission-matrix rows its route consulted (tests). */
  observeAccess?: (
    route: { method: string; path: string; rule: MatrixKey },
    consulted: readonly MatrixKey[],
  ) => void;
}
