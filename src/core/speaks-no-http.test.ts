import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The core names what happened in the product's words; only the adapters know how the backend
 * said it (docs/architecture.md). A status code, a route or an HTTP word in src/core is a leak.
 * (A message's, a run's or a campaign's `status` is the domain's own word and is not read here.)
 */
const LEAKS: readonly [string, RegExp][] = [
  // Durations and sizes (`SDF_SPACING_MS = 500`, '500 ms') are not status codes.
  [
    'a status code',
    /(?<!_MS = )\b(?:400|401|403|404|405|409|413|415|422|429|500|502|503|504)\b(?!\s*(?:ms|px|s|%|kB)\b)/,
  ],
  ['a status compared with a number', /status\s*(?:===?|!==?|>=?|<=?)\s*\d/],
  ['a route', /\/api\/|\b(?:GET|POST|PUT|PATCH|DELETE)\s+\//],
  ['an HTTP word', /\bHTTP\b|\b[45]xx\b|[Ss]tatus codes?\b/],
];

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('src/core', () => {
  it('speaks no HTTP: no status code, route or HTTP word outside the adapters', () => {
    const core = join(import.meta.dirname);
    const found = sourcesUnder(core).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          LEAKS.filter(([, pattern]) => pattern.test(line)).map(
            ([what]) => `${relative(core, file)}:${index + 1} has ${what}: ${line.trim()}`,
          ),
        ),
    );
    expect(found).toEqual([]);
  });
});
