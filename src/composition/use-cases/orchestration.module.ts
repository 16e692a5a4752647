import { ContainerModule } from 'inversify';
import { ClockPort } from '../../core/ports/ClockPort';
import { OrchestrationPort } from '../../core/ports/OrchestrationPort';
import {
  LoadOrchestrationOverview,
  LoadOrchestrationOverviewToken,
} from '../../core/use-cases/orchestration/LoadOrchestrationOverview';
import { LoadSessionStats, LoadSessionStatsToken } from '../../core/use-cases/orchestration/LoadSessionStats';
import {
  StopOrchestration,
  StopOrchestrationToken,
} from '../../core/use-cases/orchestration/StopOrchestration';
import {
  WatchOrchestration,
  WatchOrchestrationToken,
} from '../../core/use-cases/orchestration/WatchOrchestration';
import { WatchStatusPage, WatchStatusPageToken } from '../../core/use-cases/orchestration/WatchStatusPage';

/** The orchestration flows (src/core/use-cases/orchestration) over whatever OrchestrationPort the profile bound. */
export const orchestrationUseCasesModule = new ContainerModule(({ bind }) => {
  bind(WatchOrchestrationToken)
    .toResolvedValue(
      (port: OrchestrationPort, clock: ClockPort) => new WatchOrchestration(port, clock),
      [OrchestrationPort, ClockPort],
    )
    .inSingletonScope();
  bind(StopOrchestrationToken)
    .toResolvedValue((port: OrchestrationPort) => new StopOrchestration(port), [OrchestrationPort])
    .inSingletonScope();
  bind(LoadSessionStatsToken)
    .toResolvedValue((port: OrchestrationPort) => new LoadSessionStats(port), [OrchestrationPort])
    .inSingletonScope();
  bind(LoadOrchestrationOverviewToken)
    .toResolvedValue((port: OrchestrationPort) => new LoadOrchestrationOverview(port), [OrchestrationPort])
    .inSingletonScope();
  bind(WatchStatusPageToken)
    .toResolvedValue(
      (stats: LoadSessionStats, overview: LoadOrchestrationOverview, clock: ClockPort) =>
        new WatchStatusPage(stats, overview, clock),
      [LoadSessionStatsToken, LoadOrchestrationOverviewToken, ClockPort],
    )
    .inSingletonScope();
});
