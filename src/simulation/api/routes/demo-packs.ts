import { DEMO_PACKS } from '../../../contract/endpoints/demo-packs';
import { DemoError } from '../../DemoError';
import type { DemoData } from '../../data/types';
import type { DemoApiDeps } from '../../kernel/deps';
import { readProspect } from '../../packs/prospect-input';
import { buildPack, currentPack, currentProspect, installPack } from '../../packs/switch-pack';
import { demoOnly, route } from '../route-kit';
import type { Route } from '../router';

const listed = (deps: DemoApiDeps) =>
  (deps.packs ?? []).map(({ id, name, description }) => ({ id, name, description }));

const answer = (data: DemoData, deps: DemoApiDeps) => ({
  current: currentPack(data),
  packs: listed(deps),
  prospect: currentProspect(data),
});

/**
 * Starts saving the new pack while no other call runs, so that its save holds the switch alone,
 * and answers without waiting for it: the switch then costs the build, not the write of a whole
 * snapshot. A crash before the snapshot lands leaves the old pack whole; a call made after the
 * switch waits for the snapshot before its own change is acknowledged (the host saves in order).
 */
function saveWithoutWaiting(deps: DemoApiDeps): void {
  const saving = deps.onChange?.();
  if (saving instanceof Promise)
    saving.catch((error: unknown) => console.error('[demo] saving the new pack failed', error));
}

/**
 * The demo packs (issue 29): which one the demo backend holds, and a switch to another that
 * replaces the whole data without a restart. Demo mode only, like the personas.
 */
export const demoPackRoutes: Route[] = [
  demoOnly(route(DEMO_PACKS.list, ({ data, deps }) => answer(data, deps))),
  demoOnly(
    route(DEMO_PACKS.switch, async ({ data, deps, params, now, input }) => {
      const packs = deps.packs ?? [];
      const pack = packs.find((candidate) => candidate.id === params.packId);
      if (!pack) {
        const known = packs.map((candidate) => candidate.id).join(', ');
        throw new DemoError(404, `No demo pack "${params.packId}"; the packs are: ${known}`);
      }
      const prospect = readProspect(await input());
      // Built beside the live data, which keeps answering meanwhile; only the swap waits for quiet.
      // The story's uploads land in the live store under keys of the new pack's own sequence.
      const built = await buildPack(pack, now, prospect, deps.files);
      const swap = () => {
        installPack(data, pack.id, built);
        saveWithoutWaiting(deps);
      };
      if (deps.alone) await deps.alone(swap);
      else swap();
      deps.onPackSwitched?.(pack);
      return answer(data, deps);
    }),
  ),
];
