import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  applyScenarioSeed,
  type ScenarioSeed,
  storedFilesOf,
  uploadsNamed,
} from '../features/support/abilities/ScenarioSeed';
import type { DemoData } from '../src/simulation/data/types';
import { buildSeed } from '../src/simulation/seed/buildSeed';

/**
 * The browser scenarios' back door into the mock server's data (the view-model scenarios push
 * into the in-process backend the same way): `POST /` adds a seed, `POST /reset` starts afresh, `POST /stored-files` answers a chat's stored files, `POST /uploads-named` how many uploads of a file name it holds. Started by `npm run test:browser` only, on
 * 127.0.0.1: the demo never has it.
 */
export async function startScenarioSeeding(
  data: DemoData,
  port: number,
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    if (req.method !== 'POST') {
      res.writeHead(405).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        // A fresh demo dataset per scenario, as the view-model level has a fresh backend per scenario.
        if (req.url === '/reset') {
          // Keys seeded lazily (the campaign area) are not in a fresh seed: drop them, or they leak.
          for (const key of Object.keys(data)) delete (data as unknown as Record<string, unknown>)[key];
          Object.assign(data, buildSeed({ referenceTime: Date.now() }));
          res.writeHead(204).end();
          return;
        }
        if (req.url === '/uploads-named') {
          const { name } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { name: string };
          res
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify(uploadsNamed(data, name)));
          return;
        }
        if (req.url === '/stored-files') {
          const { chatId } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { chatId: string };
          res
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify(storedFilesOf(data, chatId)));
          return;
        }
        const seed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ScenarioSeed;
        applyScenarioSeed(data, seed, Date.now());
        res.writeHead(204).end();
      } catch (error) {
        res.writeHead(400, { 'content-type': 'text/plain' }).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.listen(port, '127.0.0.1', resolve);
    server.once('error', reject);
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
