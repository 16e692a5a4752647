import { DEMO_SETTINGS_ANSWER } from '../answers/demo-host';
import { describeAll } from '../described';
import { DEMO_SETTINGS } from '../endpoints/demo-settings';
import { demoSettingsBody } from '../requests/demo-settings';

const tag = 'Demo backend';

export const DEMO_SETTINGS_CALLS = describeAll(DEMO_SETTINGS, {
  read: {
    answer: DEMO_SETTINGS_ANSWER,
    tag,
    summary: "The demo backend's run speed and the share of calls fault mode fails",
    description: 'Demo mode only: answers 404 where the backend does not run in demo mode.',
    errors: [404],
  },
  change: {
    answer: DEMO_SETTINGS_ANSWER,
    tag,
    summary:
      'Changes the run speed (the panel offers 1, 5 and 20) or fault mode (0, 0.1 or 0.3) while the demo backend runs',
    description:
      'Runs and answers started from now on take the new speed; fault mode never fails these presenter calls. The in-page profile fails that share of calls with a 503 (never late). Which calls fail is drawn from the route and its call count under a seed (faultSeed, or the demo seed), started again whenever faults are set: the same calls fail at every run.',
    body: demoSettingsBody,
    errors: [400, 404],
    example: { body: { speed: 5, faults: 0.1 } },
  },
});
