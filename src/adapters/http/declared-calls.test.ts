import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Calls still written the old way (a method of HttpClient and a path typed in the adapter), until
 * their area is declared in src/contract (docs/open-work.md, 33): the number may only fall. A call
 * of a declared endpoint goes through `send`/`sendUpload`, which take method and path from it.
 */
const HAND_WRITTEN_CALLS_AT_MOST = 0;

const adapters = readdirSync(new URL('.', import.meta.url)).filter((name) =>
  /^Http\w+Adapter\.ts$/.test(name),
);

describe('the HTTP adapters call the endpoints src/contract declares', () => {
  it('write no new path by hand', () => {
    const handWritten = adapters.flatMap((name) => {
      const source = readFileSync(new URL(name, import.meta.url), 'utf8');
      return [...source.matchAll(/['`]\/api\//g)].map(() => name);
    });
    expect(handWritten.length).toBeLessThanOrEqual(HAND_WRITTEN_CALLS_AT_MOST);
  });
});
