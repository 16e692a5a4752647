import { observer } from 'mobx-react-lite';
import { HISTORY_FAILED_TEXT, LOADING_MESSAGES_TEXT } from '../status-texts';
import type { ChatWorkspaceViewModel } from '../workspace/ChatWorkspaceViewModel';
import styles from './MessageList.module.css';
import { useMessageRows } from './useMessageRows';

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
  // The rows' code loads with the first chat opened or the first message typed.
  const rows = useMessageRows(
    thread.historyState === 'loading' || thread.messages.length > 0 || workspace.composer.canSend,
  );
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
  if (!rows) return <LoadingMessages />;
  return <rows.MessageRows key={thread.chatId ?? 'new'} workspace={workspace} />;
});
