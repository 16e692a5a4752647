/**
 * Writes the sample files a salesperson drags into the chat during a demo (mock-server/fixtures/):
 * two insertion orders with different layouts (one clean, one with deliberate mistakes), a media
 * plan, a multi-platform launch template and a ZIP of creatives. Deterministic: running it again
 * gives the same files, so they can be committed and the tests can read their text.
 *
 *   npx tsx scripts/make-fixtures.ts
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { creativesZip } from './fixtures/creatives';
import { cleanInsertionOrder, flawedInsertionOrder } from './fixtures/insertion-orders';
import { launchTemplate } from './fixtures/launch-template';
import { mediaPlan } from './fixtures/media-plan';

const OUT_DIR = path.resolve(import.meta.dirname, '..', 'mock-server', 'fixtures');

async function main(): Promise<void> {
  await mkdir(OUT_DIR, { recursive: true });
  const files: [string, Uint8Array | string][] = [
    ['io-northwind-spring-trail.pdf', await cleanInsertionOrder()],
    ['io-brightwater-summer-splash.pdf', await flawedInsertionOrder()],
    ['media-plan-harbor-pine-winter.xlsx', await mediaPlan()],
    ['launch-template.json', launchTemplate()],
    ['creatives-spring-trail.zip', await creativesZip()],
  ];
  for (const [name, content] of files) {
    await writeFile(path.join(OUT_DIR, name), content);
    const size = typeof content === 'string' ? Buffer.byteLength(content) : content.length;
    console.log(`${name}  ${(size / 1024).toFixed(1)} kB`);
  }
}

await main();
