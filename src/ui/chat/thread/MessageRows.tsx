import { useVirtualizer } from '@tanstack/react-virtual';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef } from 'react';
import type { ChatWorkspaceViewModel } from '../workspace/ChatWorkspaceViewModel';
import { MessageItem } from './MessageItem';
import styles from './MessageList.module.css';

/** A first guess of a row's height; each row is measured once it renders. */
const ESTIMATED_ROW_PX = 120;
const OVERSCAN_ROWS = 6;

/**
 * The rows of a loaded chat: only those in view (plus a few) are in the DOM, measured as they
 * render since results vary in height. Mounted once the history is there, so the list starts at
 * its end (where a chat is read) instead of drawing the first rows and scrolling away from them:
 * a row measured near the end re-measures only the rows after it, which keeps the first paint of
 * a 10,000-message chat close to that of a short one. Reaching the first row reads the page
 * before it (when the backend pages); the list keeps the rows in view where they were
 * (`anchorTo: 'end'`: a change at the start of the list keeps the row at the top of the view).
 */
export const MessageRows = observer(function MessageRows({
  workspace,
}: {
  workspace: ChatWorkspaceViewModel;
}) {
  const { thread } = workspace;
  const messages = thread.messages;
  const count = messages.length;
  const scrollRef = useRef<HTMLDivElement>(null);
  // A stable key function: a new one on every render would make the list re-measure every row.
  const getItemKey = useCallback((index: number) => messages[index]?.id ?? index, [messages]);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: OVERSCAN_ROWS,
    getItemKey,
    initialOffset: () => Math.max(0, count * ESTIMATED_ROW_PX - window.innerHeight),
    anchorTo: 'end',
  });

  // A message added at the end comes into view; earlier ones put before the first do not move the view.
  const lastKey = messages.at(-1)?.id;
  useEffect(() => {
    if (lastKey !== undefined) virtualizer.scrollToEnd();
  }, [lastKey, virtualizer]);

  // 'Go to message' from the briefcase: bring the message into view and outline it.
  const focusedId = thread.focusedMessageId;
  const focusedIndex = focusedId ? messages.findIndex((m) => m.messageId === focusedId) : -1;
  useEffect(() => {
    if (focusedIndex >= 0) virtualizer.scrollToIndex(focusedIndex, { align: 'center' });
  }, [focusedIndex, virtualizer]);

  const rows = virtualizer.getVirtualItems();
  const firstRowDrawn = rows[0]?.index;
  const hasEarlier = thread.hasEarlierMessages;
  useEffect(() => {
    if (firstRowDrawn === 0 && hasEarlier) void thread.scrolledToTop();
  }, [firstRowDrawn, hasEarlier, thread]);

  return (
    <div
      ref={scrollRef}
      className={styles.scroller}
      role="log"
      aria-label="Messages"
      // The page's live region says each answer once (issue 31): the log itself stays quiet, or a
      // run's percentage and every row the virtual list redraws would be read too.
      aria-live="off"
      data-testid="message-list"
      data-message-count={count}
      aria-busy={thread.earlierState === 'loading'}
    >
      <div className={styles.canvas} style={{ height: virtualizer.getTotalSize() }}>
        <div className={styles.rows} style={{ transform: `translateY(${rows[0]?.start ?? 0}px)` }}>
          {rows.map((row) => {
            const message = messages[row.index];
            if (!message) return null;
            const focused = row.index === focusedIndex;
            return (
              <div
                key={row.key}
                data-index={row.index}
                ref={virtualizer.measureElement}
                className={focused ? `${styles.row} ${styles.focused}` : styles.row}
                aria-current={focused || undefined}
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
