import { useVirtualizer } from '@tanstack/react-virtual';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { LOADING_MESSAGES_TEXT } from '../status-texts';
import type { ChatWorkspaceViewModel } from '../workspace/ChatWorkspaceViewModel';
import { HISTORY_FAILED_TEXT } from './ChatViewModel';
import { MessageItem } from './MessageItem';
import styles from './MessageList.module.css';

/** A first guess of a row's height; each row is measured once it renders. */
const ESTIMATED_ROW_PX = 120;
const OVERSCAN_ROWS = 6;

/**
 * The message list (spec 1 §2): only the rows in view (plus a few) are in the DOM, so a chat of
 * thousands of messages stays smooth; rows are measured as they render, since results vary in
 * height. New messages scroll into view.
 */
export const MessageList = observer(function MessageList({
  workspace,
}: {
  workspace: ChatWorkspaceViewModel;
}) {
  const { thread } = workspace;
  const messages = thread.messages;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: OVERSCAN_ROWS,
    getItemKey: (index) => messages[index]?.id ?? index,
  });

  const count = messages.length;
  useEffect(() => {
    if (count > 0) virtualizer.scrollToIndex(count - 1, { align: 'end' });
  }, [count, virtualizer]);

  // 'Go to message' from the briefcase: bring the message into view.
  const focusedId = thread.focusedMessageId;
  const focusedIndex = focusedId ? messages.findIndex((m) => m.messageId === focusedId) : -1;
  useEffect(() => {
    if (focusedIndex >= 0) virtualizer.scrollToIndex(focusedIndex, { align: 'center' });
  }, [focusedIndex, virtualizer]);

  if (thread.historyState === 'loading') {
    return (
      <div className={styles.state} role="status">
        {LOADING_MESSAGES_TEXT}
      </div>
    );
  }
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
  if (count === 0) {
    return (
      <div className={styles.state}>
        <p className={styles.empty}>Start a conversation: type a message or attach an insertion order.</p>
      </div>
    );
  }

  const rows = virtualizer.getVirtualItems();
  return (
    <div
      ref={scrollRef}
      className={styles.scroller}
      role="log"
      aria-label="Messages"
      aria-live="polite"
      data-testid="message-list"
      data-message-count={count}
    >
      <div className={styles.canvas} style={{ height: virtualizer.getTotalSize() }}>
        <div className={styles.rows} style={{ transform: `translateY(${rows[0]?.start ?? 0}px)` }}>
          {rows.map((row) => {
            const message = messages[row.index];
            if (!message) return null;
            return (
              <div
                key={row.key}
                data-index={row.index}
                ref={virtualizer.measureElement}
                className={styles.row}
              >
                <MessageItem message={message} workspace={workspace} />
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
});
