import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Every call an adapter makes is an endpoint of src/contract: `send`, `sendUpload` and `sendText`
 * take method and path from its declaration, and the client has no call by path any more. A path
 * typed in an adapter would be one the contract, the demo backend and the probes do not know.
 */

const adapters = readdirSync(new URL('.', import.meta.url)).filter((name) =>
  /^Http\w+Adapter\.ts$/.test(name),
);

describe('the HTTP adapters call the endpoints src/contract declares', () => {
  it('write no new path by hand', () => {
    const handWritten = adapters.flatMap((name) => {
      const source = readFileSync(new URL(name, import.meta.url), 'utf8');
      return [...source.matchAll(/['`]\/api\//g)].map(() => name);
    });
    expect(handWritten).toEqual([]);
  });
});
