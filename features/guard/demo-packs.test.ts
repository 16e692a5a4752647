import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMemoryBackend } from '../../src/adapters/memory/createMemoryBackend';
import { DEMO_PACKS } from '../../src/simulation/packs/packs';
import { putTheDemoAt } from '../support/demo-packs/putTheDemoAt';

/** Every `Given the demo is at "…"` line of the feature files, as the pack name it names. */
function packsNamedInScenarios(): string[] {
  return readdirSync('features', { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.feature'))
    .flatMap((name) => [
      ...readFileSync(join('features', name), 'utf8').matchAll(/the demo is at "([^"]+)"/g),
    ])
    .map((match) => match[1] ?? '');
}

describe('scenarios starting from a demo pack', () => {
  it('name only packs the demo backend serves, in at least five scenarios', () => {
    const named = packsNamedInScenarios();
    expect(named.length).toBeGreaterThanOrEqual(5);
    const served = DEMO_PACKS.map((pack) => pack.name);
    expect(named.filter((name) => !served.includes(name))).toEqual([]);
  });

  it('fail on an unknown pack, naming the packs there are', async () => {
    const backend = createMemoryBackend();
    const call = (path: string, init?: RequestInit) => backend.fetch(`http://sidekick.memory${path}`, init);
    await expect(putTheDemoAt('Big day', call)).rejects.toThrow(
      'The demo backend has no pack "Big day"; its packs are "Fresh start", "Launch day", "After launch", "Rough day", "Scale"',
    );
  });
});
