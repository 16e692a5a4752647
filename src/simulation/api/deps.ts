import type { Assistant } from '../assistant';
import type { DemoData, DemoFileRecord } from '../data/types';
import type { FileStore } from '../files/FileStore';

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
  /** SIDEKICK_SIM_SPEED: processing times are divided by it (10 = ten times faster). */
  speed: number;
  files: FileStore;
  /** Text of a stored document (PDF) for the assistant, or null when it cannot be read. */
  readDocumentText?: (file: DemoFileRecord, bytes: Uint8Array) => Promise<string | null>;
  /** Called after a request changed the data: the host persists it. */
  onChange?: () => void;
  /** Builds an .xlsx workbook of a result (export to spreadsheet); the real exceljs one by default. */
  spreadsheet?: (data: unknown, title: string) => Promise<Uint8Array>;
}
