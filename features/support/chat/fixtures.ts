import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { MADE_SAMPLES_DIR } from '../demo-packs/madeSamples';

/** The demo sample files a salesperson drags into the chat (mock-server/fixtures). */
export const FIXTURES_DIR = join(process.cwd(), 'mock-server', 'fixtures');

const TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.json': 'application/json',
  '.zip': 'application/zip',
};

/** A committed fixture, or a sample the scenario had made for its prospect (their names differ). */
export function fixturePath(name: string): string {
  const fixture = join(FIXTURES_DIR, name);
  const made = join(MADE_SAMPLES_DIR, name);
  return !existsSync(fixture) && existsSync(made) ? made : fixture;
}

/** A sample file as the page would hand it to the upload: name, size, type and bytes. */
export function fixtureFile(name: string) {
  const bytes = readFileSync(fixturePath(name));
  const type = TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream';
  return { name, size: bytes.length, type, data: new Blob([bytes], { type }) };
}
