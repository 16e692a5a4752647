import { interaction } from '../../interactions/Interaction';
import { onTheOrchestrations } from '../drivers';
import type { ReportedRun } from '../orchestration-words';

/** The demo backend answers every run's status with this, from now on (to check the span rule). */
export const reportEveryRunAs = (run: ReportedRun) =>
  interaction(
    `report every run as "${run.status}"`,
    onTheOrchestrations({
      viewModel: (orchestrations) => orchestrations.report(run, false),
      browser: (orchestrations) => orchestrations.report(run, false),
    }),
  );

/** The demo backend fails every request to stop a run. */
export const failToStopRuns = () =>
  interaction(
    'fail to stop runs',
    onTheOrchestrations({
      viewModel: (orchestrations) => orchestrations.report(null, true),
      browser: (orchestrations) => orchestrations.report(null, true),
    }),
  );
