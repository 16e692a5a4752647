import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ScenarioSeed } from '../features/support/abilities/ScenarioSeed';
import type { DemoData } from '../src/simulation/data/types';

/**
 * The browser scenarios' back door into the mock server's data (the view-model scenarios push
 * into the in-process backend the same way). Started by `npm run test:browser` only, on
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
        const seed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ScenarioSeed;
        data.chats.push(...(seed.chats ?? []));
        data.messages.push(...(seed.messages ?? []));
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
