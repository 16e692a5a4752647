import { describe, expect, it } from 'vitest';
import { buildSeed } from '../seed/buildSeed';
import { WALK_PERSONAS } from '../testing/matrix-walk/personas';
import { PROBES } from '../testing/matrix-walk/probes';
import { routeOf } from '../testing/matrix-walk/walk';
import { createTestBackend } from '../testing/testBackend';

/** What an attacker types where an id, a name or a key is expected (issue 18's probe). */
const ODD = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'a'.repeat(20_000),
  '',
  '..%2F..%2Fdb.json',
];
const SEED = buildSeed();
const SAM = WALK_PERSONAS[0];

function pathsWithOddParams(pattern: string): string[] {
  const parts = pattern.split('/');
  return parts.flatMap((part, index) =>
    part.startsWith(':')
      ? ODD.filter((odd) => odd !== '').map((odd) =>
          parts
            .map((other, at) =>
              at === index ? encodeURIComponent(odd) : other.startsWith(':') ? 'x' : other,
            )
            .join('/'),
        )
      : [],
  );
}

describe('odd inputs on every route: never a 500, always JSON', () => {
  for (const probe of PROBES) {
    it(`${probe.route} (${probe.about})`, async () => {
      if (!SAM) throw new Error('no persona');
      const backend = createTestBackend({ data: structuredClone(SEED) });
      const prepared = (await probe.prepare?.(backend)) ?? {};
      const token = await backend.tokenFor(SAM.email);
      const route = routeOf(probe);
      const { body = {} } = probe.request(SAM, prepared);
      const ids = {
        userId: SAM.id,
        accountId: typeof probe.acting === 'object' ? probe.acting.in : 'acc-acme-media',
      };
      const calls: { path: string; query?: Record<string, string>; body?: unknown }[] = [
        ...pathsWithOddParams(route.path).map((path) => ({ path, query: ids })),
        ...Object.keys({ ...body, name: '', search: '', sortBy: '', destination: '' }).flatMap((field) =>
          ODD.map((odd) => ({
            path: probe.request(SAM, prepared).path,
            query: route.method === 'GET' || route.method === 'DELETE' ? { ...ids, [field]: odd } : ids,
            body: JSON.parse(
              `{${JSON.stringify(field)}:${JSON.stringify(odd)},"__proto__":{"polluted":true}}`,
            ),
          })),
        ),
      ];
      if (probe.request(SAM, prepared).form) {
        for (const odd of ODD.slice(0, 4)) {
          const form = new FormData();
          const field = probe.route.includes('creatives') ? 'files' : 'file';
          form.append(field, new File([new Uint8Array([1, 2, 3])], `creative.${odd}`));
          for (const [name, value] of Object.entries(ids)) form.append(name, value);
          form.append('__proto__', 'polluted');
          const answer = await backend.call(route.method, probe.request(SAM, prepared).path, { token, form });
          expect(answer.status, `creative.${odd} → ${answer.text.slice(0, 200)}`).toBeLessThan(500);
        }
      }
      for (const call of calls) {
        const answer = await backend.call(route.method, call.path.split('?')[0] ?? call.path, {
          token,
          query: call.query ?? {},
          ...(route.method === 'GET' || route.method === 'DELETE'
            ? {}
            : { body: { ...ids, ...(call.body as object) } }),
        });
        const where = `${route.method} ${call.path.slice(0, 120)} ${JSON.stringify(call.body ?? call.query).slice(0, 120)}`;
        expect(answer.status, `${where} → ${answer.text.slice(0, 200)}`).toBeLessThan(500);
        if (answer.status >= 400) expect(answer.json?.error, where).toEqual(expect.any(String));
      }
      expect(Object.prototype).not.toHaveProperty('polluted');
    });
  }
});
