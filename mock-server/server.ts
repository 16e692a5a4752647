import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import jsonServer from 'json-server';
import { createDemoApi } from '../src/simulation/api/createDemoApi';
import { type Assistant, createAssistant } from '../src/simulation/assistant';
import type { DemoData } from '../src/simulation/data/types';
import { DEFAULT_DATA_DIR, DEFAULT_HOST, DEMO_API_KEY, DEMO_TOKEN_SECRET } from './config';
import { localCors } from './cors';
import { DiskFileStore } from './DiskFileStore';
import { loadOrSeed } from './loadData';
import { readPdfText } from './pdfText';
import { DebouncedJsonWriter } from './persistence';
import { sendWebResponse, toWebRequest } from './webBridge';

export interface MockServerOptions {
  /** 0 picks a free port (tests). */
  port?: number;
  host?: string;
  /** Directory of `db.json` and `files/`; `.data` by default (or the data file's directory). */
  dataDir?: string;
  /** The data file; `<dataDir>/db.json` by default. */
  dataFile?: string;
  apiKey?: string;
  tokenSecret?: string;
  /** SIDEKICK_SIM_SPEED. */
  speed?: number;
  now?: () => number;
  assistant?: Assistant;
  /** Delay that coalesces data writes. */
  saveDebounceMs?: number;
}

export interface RunningMockServer {
  url: string;
  data: DemoData;
  /** Stops accepting calls and writes pending data. */
  close(): Promise<void>;
}

/** The demo backend over HTTP: json-server's Express app, CORS for local pages, the demo api. */
export async function startMockServer(options: MockServerOptions = {}): Promise<RunningMockServer> {
  const now = options.now ?? Date.now;
  const dataDir = resolve(options.dataDir ?? DEFAULT_DATA_DIR);
  const dataFile = resolve(options.dataFile ?? join(dataDir, 'db.json'));
  // Uploaded files live beside the data file, so a test's temporary data file takes its files along.
  const filesDir = join(options.dataDir || !options.dataFile ? dataDir : dirname(dataFile), 'files');
  const data = await loadOrSeed(dataFile, now());
  const writer = new DebouncedJsonWriter(dataFile, () => data, options.saveDebounceMs ?? 100);
  const api = createDemoApi({
    data,
    now,
    assistant: options.assistant ?? createAssistant({ now: () => new Date(now()) }),
    apiKey: options.apiKey ?? DEMO_API_KEY,
    tokenSecret: options.tokenSecret ?? DEMO_TOKEN_SECRET,
    speed: options.speed ?? 1,
    files: new DiskFileStore(filesDir),
    readDocumentText: readPdfText,
    onChange: () => writer.schedule(),
  });

  const app = jsonServer.create();
  // json-server's own CORS reflects any origin; ours admits local pages only. No static files.
  app.use(jsonServer.defaults({ logger: false, noCors: true, static: join(dataDir, 'no-static-files') }));
  app.use(localCors);
  app.use((req, res) => {
    api
      .handle(toWebRequest(req))
      .then((response) => sendWebResponse(res, response))
      .catch((error: unknown) => {
        console.error('[mock server]', error);
        if (!res.headersSent) res.status(500).json({ error: 'The mock server failed to answer' });
        else res.end();
      });
  });

  const host = options.host ?? DEFAULT_HOST;
  const server = await new Promise<ReturnType<typeof app.listen>>((resolveListen, reject) => {
    const listening = app.listen(options.port ?? 0, host, () => resolveListen(listening));
    listening.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    data,
    async close() {
      await new Promise<void>((resolveClose) => {
        server.close(() => resolveClose());
        server.closeAllConnections();
      });
      await writer.flush();
    },
  };
}
