import { describe, expect, it } from 'vitest';
import { buildSeed } from '../src/simulation/seed/buildSeed';
import { WALK_PERSONAS, type WalkPersona } from '../src/simulation/testing/matrix-walk/personas';
import type { Probe } from '../src/simulation/testing/matrix-walk/probe';
import { PROBES } from '../src/simulation/testing/matrix-walk/probes';
import { expectedVerdict } from '../src/simulation/testing/matrix-walk/walk';
import {
  callOf,
  differences,
  freshBackend,
  send,
  snapshot,
} from '../src/simulation/testing/refused-writes/attempt';
import {
  type Fields,
  malformedAdditions,
  malformedVersions,
} from '../src/simulation/testing/refused-writes/malformed';
import { declaredFields } from './testing/declared-fields';

const SEED = buildSeed();

/** Whether the probe's valid call changes what is stored: a write route, whatever its method. */
async function changesSomething(probe: Probe, persona: (typeof WALK_PERSONAS)[number]) {
  const { backend, prepared } = await freshBackend(probe, SEED);
  const before = snapshot(backend);
  await send(backend, persona, callOf(probe, persona, prepared), callOf(probe, persona, prepared).fields);
  return differences(before, snapshot(backend)).length > 0;
}

/**
 * Issue 27: a refused write changes nothing. Every write route of the matrix walk's probes is
 * sent malformed versions of its valid call (one field wrong at a time, the rest valid — the
 * fields it sends, and those the contract declares that it does not send) and the calls of
 * personas the matrix refuses; whatever is refused must leave the data, the files and
 * the journal's queue exactly as they were. No call may answer 500.
 */
describe('a refused write changes nothing', () => {
  for (const probe of PROBES) {
    const allowed = WALK_PERSONAS.find((persona) => expectedVerdict(probe, persona));
    const refused = WALK_PERSONAS.filter((persona) => !expectedVerdict(probe, persona));
    const [method = 'GET', path = ''] = probe.route.split(' ');
    it(`${probe.route} (${probe.about})`, async () => {
      if (!allowed) throw new Error(`No persona may call ${probe.route}: the probe cannot show a write`);
      if (method === 'GET' && !(await changesSomething(probe, allowed))) return;
      let refusals = 0;
      let { backend, prepared } = await freshBackend(probe, SEED);
      const sent = callOf(probe, allowed, prepared).fields;
      const attempts: { persona: WalkPersona | null; about: string; fields: Fields; path?: string }[] = [
        ...[...malformedVersions(sent), ...malformedAdditions(sent, declaredFields({ method, path }))].map(
          (version) => ({ persona: allowed, ...version }),
        ),
        ...refused.map((persona) => ({
          persona,
          about: `as ${persona.key}`,
          fields: callOf(probe, persona, prepared).fields,
        })),
        { persona: null, about: 'without credentials', fields: callOf(probe, allowed, prepared).fields },
        ...(probe.refusedPaths ?? []).map((path) => ({
          persona: allowed,
          about: `at ${path}`,
          fields: sent,
          path,
        })),
      ];
      for (const attempt of attempts) {
        const call = { ...callOf(probe, attempt.persona ?? allowed, prepared) };
        if (attempt.path) call.path = attempt.path;
        const before = snapshot(backend);
        const response = await send(backend, attempt.persona, call, attempt.fields);
        const detail = `${attempt.about}: ${response.status} ${response.text.slice(0, 200)}`;
        expect(response.status, detail).not.toBe(500);
        expect(response.json, `${detail}: not JSON`).not.toBeNull();
        if (response.status >= 400) {
          refusals += 1;
          expect(differences(before, snapshot(backend)), `${detail} changed what is stored`).toEqual([]);
        } else {
          ({ backend, prepared } = await freshBackend(probe, SEED));
        }
      }
      expect(refusals, 'a write route no malformed call could refuse is not covered').toBeGreaterThan(0);
    }, 120_000);
  }
});
