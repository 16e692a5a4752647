import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeSample, type SampleKind } from '../../../mock-server/http/demoSamples';
import type { Prospect } from '../../../src/core/domain/demo/prospect';

/** Where the samples made for a scenario's prospect are written, beside the committed fixtures. */
export const MADE_SAMPLES_DIR = join(tmpdir(), 'sidekick-made-samples');

/**
 * Makes the sample as GET /api/demo/samples/{kind} does, as a file beside the fixtures for a
 * scenario to attach at either level, and answers its file name.
 */
export async function makeTheSample(kind: SampleKind, prospect: Prospect): Promise<string> {
  const file = await makeSample(kind, prospect);
  mkdirSync(MADE_SAMPLES_DIR, { recursive: true });
  writeFileSync(join(MADE_SAMPLES_DIR, file.name), file.bytes);
  return file.name;
}
