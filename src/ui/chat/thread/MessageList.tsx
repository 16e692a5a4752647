import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { HISTORY_FAILED_TEXT, LOADING_MESSAGES_TEXT } from '../status-texts';
import type { ChatWorkspaceViewModel } from '../workspace/ChatWorkspaceViewModel';
import styles from './MessageList.module.css';

// The rows and their virtual list load with the first chat opened or the first message typed,
// not with the page: an empty chat does not need them.
let rowsCode: Promise<typeof import('./MessageRows')> | null = null;
const loadRows = () => {
  rowsCode ??= import('./MessageRows').catch((error: unknown) => {
    rowsCode = null;
    throw error;
  });
  return rowsCode;
};
const MessageRows = lazy(() => loadRows().then((m) => ({ default: m.MessageRows })));

function LoadingMessages() {
  return (
    <div className={styles.state} role="status">
      {LOADING_MESSAGES_TEXT}
    </div>
  );
}

/**
 * The message list (spec 1 §2): loading, failed and empty states, else the rows (MessageRows,
 * virtualised, one list per chat so that each starts at its end). New messages scroll into view.
 */
export const MessageList = observer(function MessageList({
  workspace,
}: {
  workspace: ChatWorkspaceViewModel;
}) {
  const { thread } = workspace;
  const rowsNeeded =
    thread.historyState === 'loading' || thread.messages.length > 0 || workspace.composer.canSend;
  useEffect(() => {
    if (rowsNeeded) void loadRows();
  }, [rowsNeeded]);
  if (thread.historyState === 'loading') return <LoadingMessages />;
  if (thread.historyState === 'failed') {
    return (
      <div className={styles.state} role="alert">
        <p>{HISTORY_FAILED_TEXT}</p>
        <button type="button" onClick={() => workspace.retryClicked()}>
          Try again
        </button>
      </div>
    );
  }
  if (thread.messages.length === 0) {
    return (
      <div className={styles.state}>
        <p className={styles.empty}>Start a conversation: type a message or attach an insertion order.</p>
      </div>
    );
  }
  return (
    <Suspense fallback={<LoadingMessages />}>
      <MessageRows key={thread.chatId ?? 'new'} workspace={workspace} />
    </Suspense>
  );
});
