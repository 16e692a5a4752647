import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { DEFAULT_DATA_DIR } from './config';

/** `npm run demo:reset`: forget every change; the next start reseeds the demo data. */
const dataDir = resolve(process.argv[2] ?? DEFAULT_DATA_DIR);
await rm(dataDir, { recursive: true, force: true });
console.log(`Removed ${dataDir}: the mock server starts from the seed next time.`);
