import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useOrchestration } from './orchestration-feature';
import { RunProgressPanel } from './RunProgressPanel';
import type { RunMessage } from './RunProgressRegistry';

/**
 * The run of a fast-track or Salesforce message, for the chat's message item (loaded lazily with
 * the orchestration view models). It polls while the message is on screen; the run is the chat's,
 * so returning to the message (or to the chat after a refresh) picks it up where it is.
 */
const ChatRunProgress = observer(function ChatRunProgress({
  chatId,
  message,
  onFinished,
}: {
  chatId: string;
  message: RunMessage;
  /** The run ended while on screen: the chat shows the message's final result. */
  onFinished?: () => void;
}) {
  const orchestration = useOrchestration();
  const run = orchestration.runsOfChat(chatId).progressFor(message);
  // The latest callback, without re-attaching (and re-reading) on every render of the message.
  const finished = useRef(onFinished);
  finished.current = onFinished;
  useEffect(() => {
    if (!run) return;
    const stopListening = run.onFinished(() => finished.current?.());
    run.attached();
    return () => {
      stopListening();
      run.detached();
    };
  }, [run]);
  return run ? <RunProgressPanel run={run} runEnds={orchestration.runEnds} /> : null;
});

export default ChatRunProgress;
