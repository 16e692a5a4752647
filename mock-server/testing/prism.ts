import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const DOCUMENT = fileURLToPath(new URL('../../docs/openapi.json', import.meta.url));
const PRISM = fileURLToPath(new URL('../../node_modules/.bin/prism', import.meta.url));

/** A running Stoplight Prism (@stoplight/prism-cli, pinned): a judge nobody here wrote. */
export interface RunningPrism {
  url: string;
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function stopped(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** Prism on a free port of 127.0.0.1 with those arguments, once it says it listens. */
async function startPrism(args: string[]): Promise<RunningPrism> {
  const port = await freePort();
  const child = spawn(PRISM, [...args, '--host', '127.0.0.1', '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start in 60 s:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism stopped (${code}):\n${output}`));
    });
  });
  // Prism logs every call; its callers read answers (and their headers), not the log.
  child.stdout?.removeAllListeners('data').resume();
  child.stderr?.removeAllListeners('data').resume();
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      child.kill('SIGTERM');
      await stopped(child);
    },
  };
}

/**
 * Prism's validating proxy in front of `upstream`: every call passes through it to the server,
 * and each request and answer it finds outside docs/openapi.json comes back in the answer's
 * `sl-violations` header.
 */
export function startPrismProxy(upstream: string): Promise<RunningPrism> {
  return startPrism(['proxy', DOCUMENT, upstream, '--errors', 'false']);
}

/**
 * A backend made from docs/openapi.json alone: Prism's mock answers every call with the
 * document's example of its success answer (static mode; `-d` would invent values instead).
 * It keeps nothing between calls: a write is answered and forgotten.
 */
export function startPrismMock(): Promise<RunningPrism> {
  return startPrism(['mock', DOCUMENT]);
}
