import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The core names what happened in the product's words; only the adapters know how the backend
 * said it (docs/architecture.md). A status code, a route or an HTTP word in src/core is a leak.
 * (A message's, a run's or a campaign's `status` is the domain's own word and is not read here.)
 */
const LEAKS: readonly [string, RegExp][] = [
  // A number alone ('500 characters', '404 campaigns') says nothing of HTTP; a number in a status's
  // place, or beside a status's reason, does.
  [
    'a status code',
    /\b(?:status(?:Code)?|code)\b\W{0,6}[45]\d\d\b|\bcase\s+[45]\d\d\s*:|\b[45]\d\d\b\W{0,4}(?:Bad Request|Unauthori[sz]ed|Forbidden|Not Found|Conflict|Payload Too Large|Unprocessable|Too Many Requests|Internal Server Error|Bad Gateway|Service Unavailable)/i,
  ],
  ['a status compared with a number', /status\s*(?:===?|!==?|>=?|<=?)\s*\d/],
  ['a route', /\/api\/|\b(?:GET|POST|PUT|PATCH|DELETE)\s+\//],
  ['an HTTP word', /\bHTTP\b|\b[45]xx\b|[Ss]tatus codes?\b|\bresponse\.ok\b|\bfetch\(/],
];

/** The leaks a line shows. */
const leaksIn = (line: string) => LEAKS.filter(([, pattern]) => pattern.test(line)).map(([what]) => what);

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('src/core', () => {
  it.each([
    'if (error.status === 404) return null;',
    "throw { statusCode: 409, message: 'taken' };",
    'case 401:',
    "'500 Internal Server Error'",
  ])('sees HTTP in %s', (line) => {
    expect(leaksIn(line)).not.toEqual([]);
  });

  it.each(["notes: 'At most 500 characters'", 'const SDF_SPACING_MS = 500;', '404 campaigns in the folder'])(
    'sees none in %s',
    (line) => {
      expect(leaksIn(line)).toEqual([]);
    },
  );

  it('speaks no HTTP: no status code, route or HTTP word outside the adapters', () => {
    const core = join(import.meta.dirname);
    const found = sourcesUnder(core).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          leaksIn(line).map((what) => `${relative(core, file)}:${index + 1} has ${what}: ${line.trim()}`),
        ),
    );
    expect(found).toEqual([]);
  });
});
