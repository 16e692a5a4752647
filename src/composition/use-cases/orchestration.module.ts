import { ContainerModule } from 'inversify';
import { ClockPort } from '../../core/ports/ClockPort';
import { OrchestrationPort } from '../../core/ports/OrchestrationPort';
import { FollowRuns, FollowRunsToken } from '../../core/use-cases/orchestration/FollowRuns';
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
import { bindInstance } from '../binding';

/** The orchestration flows (src/core/use-cases/orchestration) over whatever OrchestrationPort the profile bound. */
export const orchestrationUseCasesModule = new ContainerModule(({ bind }) => {
  bindInstance(bind, WatchOrchestrationToken, WatchOrchestration, [OrchestrationPort, ClockPort]);
  bindInstance(bind, StopOrchestrationToken, StopOrchestration, [OrchestrationPort]);
  bindInstance(bind, FollowRunsToken, FollowRuns, [WatchOrchestrationToken, StopOrchestrationToken]);
  bindInstance(bind, LoadSessionStatsToken, LoadSessionStats, [OrchestrationPort]);
  bindInstance(bind, LoadOrchestrationOverviewToken, LoadOrchestrationOverview, [OrchestrationPort]);
  bindInstance(bind, WatchStatusPageToken, WatchStatusPage, [
    LoadSessionStatsToken,
    LoadOrchestrationOverviewToken,
    ClockPort,
  ]);
});
