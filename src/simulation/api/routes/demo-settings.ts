import { DEMO_SETTINGS } from '../../../contract/endpoints/demo-settings';
import { demoSettingsBody } from '../../../contract/requests/demo-settings';
import { DemoError } from '../../DemoError';
import type { DemoApiDeps } from '../../kernel/deps';
import { demoOnly, route } from '../route-kit';
import type { Route } from '../router';

const settingsOf = (deps: DemoApiDeps) => ({ speed: deps.speed, faults: deps.faultMode?.rate() ?? 0 });

/**
 * The run speed and fault mode a presenter switches while the demo runs (issue 29): no restart,
 * no environment variable. Demo mode only, like the packs.
 */
export const demoSettingsRoutes: Route[] = [
  demoOnly(route(DEMO_SETTINGS.read, ({ deps }) => settingsOf(deps))),
  demoOnly(
    route(DEMO_SETTINGS.change, async (ctx) => {
      const parsed = demoSettingsBody.safeParse(await ctx.input());
      if (!parsed.success)
        throw new DemoError(
          400,
          'speed must be above 0 and at most 100, faults 0, 0.1 or 0.3, faultSeed a text of 1 to 64 characters',
        );
      const { speed, faults, faultSeed } = parsed.data;
      if (speed !== undefined) ctx.deps.speed = speed;
      if (faults !== undefined) ctx.deps.faultMode?.setRate(faults, faultSeed);
      return settingsOf(ctx.deps);
    }),
  ),
];
