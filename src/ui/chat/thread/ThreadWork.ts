import type { ChatViewModelDeps } from './chat-view-model-deps';
import type { HistoryProgress } from './HistoryProgress';
import { HistoryReading } from './HistoryReading';
import { MessageDelivery } from './MessageDelivery';
import type { NextMessageReferences } from './NextMessageReferences';
import { ResultsWatch } from './ResultsWatch';
import type { ThreadMessages } from './ThreadMessages';

/**
 * What the open chat does once there is a chat to work on: read its history, send, watch its
 * results. One chunk, loaded with the first chat opened or the first message sent: a new canvas,
 * the first screen of `/`, only shows (issue 21's first-load budget).
 */
export interface ThreadWork {
  readonly reader: HistoryReading;
  readonly delivery: MessageDelivery;
  readonly results: ResultsWatch;
}

export function threadWork(
  deps: ChatViewModelDeps,
  thread: ThreadMessages,
  references: NextMessageReferences,
  progress: HistoryProgress,
  filesArrived: () => void,
): ThreadWork {
  const results = new ResultsWatch(
    deps.useCases.createWatchResults,
    thread,
    deps.session,
    filesArrived,
    deps.answered,
  );
  return {
    results,
    delivery: new MessageDelivery(thread, references, results, deps),
    reader: new HistoryReading(deps.useCases, thread, results, deps.session, progress),
  };
}
