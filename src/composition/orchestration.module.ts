import { ContainerModule } from 'inversify';
import { ClockPort } from '../core/ports/ClockPort';
import { StoragePort } from '../core/ports/StoragePort';
import { RememberCollapsedResults } from '../core/use-cases/chat/RememberCollapsedResults';
import {
  type StopOrchestration,
  StopOrchestrationToken,
} from '../core/use-cases/orchestration/StopOrchestration';
import {
  type WatchOrchestration,
  WatchOrchestrationToken,
} from '../core/use-cases/orchestration/WatchOrchestration';
import { type WatchStatusPage, WatchStatusPageToken } from '../core/use-cases/orchestration/WatchStatusPage';
import type { OrchestrationViewModels } from '../ui/orchestration/OrchestrationViewModels';
import { RunProgressRegistry } from '../ui/orchestration/RunProgressRegistry';
import type { SessionStore } from '../ui/session/SessionStore';
import { StatusPageViewModel } from '../ui/status/StatusPageViewModel';
import { TOKENS } from './tokens';
import { orchestrationUseCasesModule } from './use-cases/orchestration.module';

function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

const orchestrationViewModelsModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.OrchestrationViewModels)
    .toResolvedValue(
      (
        session: SessionStore,
        clock: ClockPort,
        storage: StoragePort,
        watch: WatchOrchestration,
        stop: StopOrchestration,
        watchStatusPage: WatchStatusPage,
      ): OrchestrationViewModels => {
        const flows = {
          watch: watch.execute.bind(watch),
          stop: stop.execute.bind(stop),
        };
        // One registry per chat and acting user: a re-render or a return to the chat finds its runs.
        const registries = new Map<string, RunProgressRegistry>();
        const collapsed = new RememberCollapsedResults(storage);
        return {
          createStatusPage: (reloadPage) =>
            new StatusPageViewModel({
              watchStatusPage,
              session,
              clock,
              timeZone: browserTimeZone(),
              reloadPage,
            }),
          runsOfChat: (chatId) => {
            const ctx = session.actingContext;
            const key = `${ctx?.userId}|${ctx?.accountId}|${chatId}`;
            let registry = registries.get(key);
            if (!registry) {
              registry = new RunProgressRegistry(chatId, ctx, flows, collapsed);
              registries.set(key, registry);
            }
            return registry;
          },
        };
      },
      [
        TOKENS.SessionStore,
        ClockPort,
        StoragePort,
        WatchOrchestrationToken,
        StopOrchestrationToken,
        WatchStatusPageToken,
      ],
    )
    .inSingletonScope();
});

/**
 * The orchestration screens (/status, runs in the chat): their flows, then their view models.
 * Loaded into the container with the first screen that needs them (shellContainer.ts).
 */
export const orchestrationModules = [orchestrationUseCasesModule, orchestrationViewModelsModule];
