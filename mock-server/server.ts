import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import jsonServer from 'json-server';
import { createDemoApi } from '../src/simulation/api/createDemoApi';
import { type Assistant, createAssistant } from '../src/simulation/assistant';
import { warmIndexes } from '../src/simulation/data/indexes';
import type { DemoData } from '../src/simulation/data/types';
import type { DemoApiDeps } from '../src/simulation/kernel/deps';
import { resumeRunsAfterRestart } from '../src/simulation/orchestration/resume';
import { DEMO_PACKS } from '../src/simulation/packs/packs';
import { DEFAULT_DATA_DIR, DEFAULT_HOST } from './config';
import { localCors } from './cors';
import { DiskFileStore } from './DiskFileStore';
import { answerClientErrorsAsJson } from './http/clientErrors';
import { FaultInjector, type FaultRule, parseFaults } from './http/faults';
import { hostRoutes } from './http/host-routes';
import { hostAllowlist } from './http/hostAllowlist';
import { allowedMethods, jsonErrorHandler, securityHeaders } from './http/hygiene';
import { RequestTally } from './http/requestTally';
import { writeGate } from './http/writeGate';
import { openStore } from './journal/openStore';
import { readPdfText } from './pdfText';
import { removeStaleTemporaries } from './persistence';
import { resolveSecurity } from './security';
import { sendWebResponse, toWebRequest } from './webBridge';

export interface MockServerOptions {
  /** 0 picks a free port (tests). */
  port?: number;
  host?: string;
  /** Directory of `db.json` and `files/`; `.data` by default (or the data file's directory). */
  dataDir?: string;
  /** The data file; `<dataDir>/db.json` by default. */
  dataFile?: string;
  /** SIDEKICK_API_KEY; the public demo key on loopback when absent. */
  apiKey?: string;
  /** SIDEKICK_DEMO_TOKEN_SECRET; a generated one kept in the data dir on a loopback demo. */
  tokenSecret?: string;
  /** SIDEKICK_PUBLIC_URL: the address in signed links and the one host name served besides loopback. */
  publicUrl?: string;
  /** SIDEKICK_FAULTS rules (see http/faults.ts); none by default. */
  faults?: FaultRule[];
  /** SIDEKICK_SIM_SPEED. */
  speed?: number;
  now?: () => number;
  assistant?: Assistant;
  /** Data to serve instead of the file's (benchmarks); still saved to the file on change. */
  initialData?: DemoData;
  /** The environment read for secrets and NODE_ENV (tests pass their own). */
  env?: NodeJS.ProcessEnv;
}

export interface RunningMockServer {
  url: string;
  data: DemoData;
  /** Fault mode, changeable while running. */
  faults: FaultInjector;
  /** The requests taken in and those still being worked on (tests wait on it instead of sleeping). */
  requests: RequestTally;
  /** How long start-up took to read the stored data: the snapshot, and the journal replayed over it. */
  startup: { ms: number; snapshotMs: number; replayMs: number; groups: number };
  /** Stops accepting calls and waits for pending saves. */
  close(): Promise<void>;
}

/**
 * The demo backend over HTTP. Every request passes the same gate before any route: known
 * methods only, allowed host names, security headers, CORS for local pages, fault mode; the
 * api answers JSON and, when a request changed data, only once the change is on disk.
 */
export async function startMockServer(options: MockServerOptions = {}): Promise<RunningMockServer> {
  const now = options.now ?? Date.now;
  const host = options.host ?? DEFAULT_HOST;
  const dataDir = resolve(options.dataDir ?? DEFAULT_DATA_DIR);
  const dataFile = resolve(options.dataFile ?? join(dataDir, 'db.json'));
  // Uploaded files live beside the data file, so a test's temporary data file takes its files along.
  const filesDir = join(options.dataDir || !options.dataFile ? dataDir : dirname(dataFile), 'files');
  const security = resolveSecurity({
    host,
    dataDir: dirname(dataFile),
    apiKey: options.apiKey,
    tokenSecret: options.tokenSecret,
    publicUrl: options.publicUrl,
    ...(options.env ? { env: options.env } : {}),
  });
  removeStaleTemporaries(filesDir);
  const opening = performance.now();
  const { data, store, restarted, report } = await openStore(dataFile, now(), options.initialData);
  warmIndexes(data);
  if (restarted && resumeRunsAfterRestart(data, now(), options.speed ?? 1) > 0) await store.commit();
  const faults = new FaultInjector(options.faults ?? []);
  const deps: DemoApiDeps = {
    data,
    now,
    assistant: options.assistant ?? createAssistant({ now: () => new Date(now()) }),
    apiKey: security.apiKey,
    tokenSecret: security.tokenSecret,
    demoIdentity: security.demoIdentity,
    speed: options.speed ?? 1,
    faultMode: faults,
    files: new DiskFileStore(filesDir),
    readDocumentText: readPdfText,
    onChange: () => store.commit(),
    packs: DEMO_PACKS,
    // A pack brings its own fault mode (Rough day's 10%); the others turn it off.
    onPackSwitched: (pack) => faults.setRules(parseFaults(pack.faults ?? '')),
  };
  const api = createDemoApi(deps);

  const requests = new RequestTally();
  const app = jsonServer.create();
  app.disable('x-powered-by');
  app.set('env', 'production');
  app.use(requests.middleware);
  app.use(securityHeaders);
  app.use(allowedMethods);
  app.use(hostAllowlist(security.publicHostNames));
  // json-server's own CORS reflects any origin; ours admits local pages only. No static files; no
  // gzip: on loopback compressing a big list costs more time than it saves.
  app.use(
    jsonServer.defaults({
      logger: false,
      noCors: true,
      noGzip: true,
      static: join(dataDir, 'no-static-files'),
    }),
  );
  app.use(localCors);
  for (const route of hostRoutes({ faults, data: deps.data, security })) app.use(route.middleware);
  app.use(faults.middleware);
  app.use(writeGate());
  app.use((req, res, next) => {
    // The client went away while the request waited (a held or late answer): do nothing for it.
    if (req.socket.destroyed) {
      requests.handled(res);
      return;
    }
    let request: Request;
    try {
      request = toWebRequest(req, deps.publicBaseUrl ?? 'http://localhost');
    } catch (error) {
      next(error);
      requests.handled(res);
      return;
    }
    api
      .handle(request)
      .then((response) => sendWebResponse(req, res, response))
      .catch(next)
      .finally(() => requests.handled(res));
  });
  app.use(jsonErrorHandler);

  const server = await new Promise<ReturnType<typeof app.listen>>((resolveListen, reject) => {
    const listening = app.listen(options.port ?? 0, host, () => resolveListen(listening));
    listening.once('error', reject);
  });
  // A body must arrive within 30 s: a trickling upload cannot hold a write slot for long.
  server.requestTimeout = 30_000;
  answerClientErrorsAsJson(server);
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  deps.publicBaseUrl = security.publicBaseUrl ?? url;
  return {
    url,
    data,
    faults,
    requests,
    startup: { ms: Math.round(performance.now() - opening), ...report },
    async close() {
      await new Promise<void>((resolveClose) => {
        server.close(() => resolveClose());
        server.closeAllConnections();
      });
      await store.flush();
    },
  };
}
