import { describe, expect, it } from 'vitest';
import { buildSeed } from '../seed/buildSeed';
import { WALK_PERSONAS } from '../testing/matrix-walk/personas';
import { PROBES } from '../testing/matrix-walk/probes';
import { callProbe, expectedVerdict } from '../testing/matrix-walk/walk';
import { createTestBackend } from '../testing/testBackend';
import { takeChanges } from './changes';
import { type JournalGroup, replay } from './replay';
import type { DemoData } from './types';

const SEED = buildSeed();
const json = (data: DemoData): unknown => JSON.parse(JSON.stringify(data));

/**
 * The journal is only as good as the changes routes note: after every route, as every persona the
 * matrix lets through, the snapshot taken before the call plus the journal of the call must give
 * the data as the server holds it. A route that changes a record without noting it fails here; a
 * pack switch, which replaces everything, is saved as one whole snapshot and nothing else.
 */
describe('every change a route makes is noted, so the journal replays it', () => {
  for (const probe of PROBES) {
    const personas = WALK_PERSONAS.filter((persona) => expectedVerdict(probe, persona));
    for (const persona of personas) {
      it(`${probe.route}: ${probe.about}, as ${persona.key}`, async () => {
        const data = structuredClone(SEED);
        const groups: (JournalGroup | 'everything')[] = [];
        let recording = false;
        const backend = createTestBackend({
          data,
          onChange: () => {
            const changes = takeChanges(data);
            if (!recording) return;
            if (!changes) return;
            groups.push(
              changes.everything
                ? 'everything'
                : (JSON.parse(
                    JSON.stringify({ sequence: changes.sequence, records: changes.records }),
                  ) as JournalGroup),
            );
          },
        });
        const prepared = (await probe.prepare?.(backend)) ?? {};
        takeChanges(data);
        const before = json(data) as DemoData;
        recording = true;
        await callProbe(backend, probe, persona, prepared);
        if (probe.replacesEverything) {
          expect(groups).toEqual(['everything']);
          return;
        }
        expect(groups, 'a change was saved as "everything" (not described record by record)').not.toContain(
          'everything',
        );
        replay(before, groups as JournalGroup[]);
        const a = json(before) as Record<string, unknown>;
        const b = json(data) as Record<string, unknown>;
        for (const k of Object.keys({ ...a, ...b })) expect(a[k], k).toEqual(b[k]);
      });
    }
  }
});
