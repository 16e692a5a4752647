import { ContainerModule } from 'inversify';
import { BrowserAttention } from '../adapters/browser/BrowserAttention';
import { AttentionPort } from '../core/ports/AttentionPort';
import { ClockPort } from '../core/ports/ClockPort';
import { StoragePort } from '../core/ports/StoragePort';
import { RememberCollapsedResults } from '../core/use-cases/chat/RememberCollapsedResults';
import { type FollowRuns, FollowRunsToken } from '../core/use-cases/orchestration/FollowRuns';
import { type WatchStatusPage, WatchStatusPageToken } from '../core/use-cases/orchestration/WatchStatusPage';
import type { Announcer } from '../ui/announcements/Announcer';
import type { OrchestrationViewModels } from '../ui/orchestration/OrchestrationViewModels';
import { RunEndNotices } from '../ui/orchestration/RunEndNotices';
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

const orchestrationViewModelsModule = new ContainerModule(({ bind, isBound }) => {
  // The page's document and Notification API; the Gherkin World binds its own before (no window in Node).
  if (!isBound(AttentionPort))
    bind(AttentionPort).toResolvedValue(
      () =>
        new BrowserAttention(document, 'Notification' in window ? window.Notification : undefined, () =>
          window.focus(),
        ),
    );
  bind(TOKENS.OrchestrationViewModels)
    .toResolvedValue(
      (
        session: SessionStore,
        clock: ClockPort,
        storage: StoragePort,
        follow: FollowRuns,
        watchStatusPage: WatchStatusPage,
        attention: AttentionPort,
        announcer: Announcer,
      ): OrchestrationViewModels => {
        // Every screen's runs go through the one watcher, which follows them after the screen is left.
        const flows = {
          watch: follow.watch.bind(follow),
          stop: follow.stop.bind(follow),
          announce: (text: string) => announcer.say(text),
        };
        // One registry per chat and acting user: a re-render or a return to the chat finds its runs.
        const registries = new Map<string, RunProgressRegistry>();
        const collapsed = new RememberCollapsedResults(storage);
        const runEnds = new RunEndNotices(follow, attention, () => session.status === 'signed-out');
        announcer.runEndsFollowed(runEnds);
        return {
          runEnds,
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
        FollowRunsToken,
        WatchStatusPageToken,
        AttentionPort,
        TOKENS.Announcer,
      ],
    )
    .inSingletonScope();
});

/**
 * The orchestration screens (/status, runs in the chat): their flows, then their view models.
 * Loaded into the container with the first screen that needs them (shellContainer.ts).
 */
export const orchestrationModules = [orchestrationUseCasesModule, orchestrationViewModelsModule];
