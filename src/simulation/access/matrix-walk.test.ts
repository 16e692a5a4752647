import { describe, expect, it } from 'vitest';
import { allRoutes } from '../api/routes';
import { buildSeed } from '../seed/buildSeed';
import { WALK_PERSONAS } from '../testing/matrix-walk/personas';
import { PROBES } from '../testing/matrix-walk/probes';
import { expectedVerdict, routeKey, walk } from '../testing/matrix-walk/walk';

const SEED = buildSeed();

describe('the permission matrix, route by route and persona by persona', () => {
  it('has a probe for every route the demo backend answers', () => {
    const probed = new Set(PROBES.map((probe) => probe.route));
    const missing = allRoutes()
      .map(routeKey)
      .filter((key) => !probed.has(key));
    expect(missing, 'routes without a probe: add one to src/simulation/testing/matrix-walk').toEqual([]);
  });

  for (const probe of PROBES) {
    describe(`${probe.route}: ${probe.about}`, () => {
      for (const persona of WALK_PERSONAS) {
        const allowed = expectedVerdict(probe, persona);
        it(`${allowed ? 'answers' : 'refuses'} ${persona.key}`, async () => {
          const { response, consultedOwnRule } = await walk(probe, persona, SEED);
          const detail = `${response.status} ${response.text.slice(0, 300)}`;
          if (allowed) {
            if (probe.allowedStatus) expect(response.status, detail).toBe(probe.allowedStatus);
            else expect(response.status, detail).toBeLessThan(300);
            expect(consultedOwnRule, `the route did not decide by its own row (${detail})`).toBe(true);
          } else {
            expect([403, 404], detail).toContain(response.status);
          }
        });
      }
    });
  }
});
