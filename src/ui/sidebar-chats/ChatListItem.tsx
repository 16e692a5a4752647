import { Ellipsis } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { type KeyboardEvent, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { ChatHistoryItem } from '../../core/domain/message';
import { LazyMenuButton } from '../chat/menus/LazyMenuButton';
import { PinIcon } from '../common/PinIcon';
import type { ChatListViewModel } from './ChatListViewModel';
import styles from './SidebarChats.module.css';

export interface ChatListItemProps {
  chat: ChatHistoryItem;
  list: ChatListViewModel;
  /** This chat is the one open in the workspace. */
  open: boolean;
}

/** One chat: a link that opens it, a name to rename in place, and its menu (Rename, Pin/Unpin, Remove). */
export const ChatListItem = observer(function ChatListItem({ chat, list, open }: ChatListItemProps) {
  const renaming = list.actions.renamingId === chat.id;
  // Escape leaves edit mode, and the blur that follows must not commit.
  const cancelled = useRef(false);

  const onRenameKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      event.currentTarget.blur();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      cancelled.current = true;
      list.actions.renameCancelled();
    }
  };

  return (
    <li className={open ? `${styles.item} ${styles.open}` : styles.item}>
      {renaming ? (
        <input
          className={styles.rename}
          aria-label="Chat name"
          defaultValue={chat.summary}
          // biome-ignore lint/a11y/noAutofocus: edit mode starts where the user double-clicked.
          autoFocus
          onFocus={(event) => {
            cancelled.current = false;
            event.currentTarget.select();
          }}
          onKeyDown={onRenameKey}
          onBlur={(event) => {
            if (!cancelled.current) void list.actions.renameCommitted(chat.id, event.currentTarget.value);
          }}
        />
      ) : (
        <Link
          to={`/?chat=${encodeURIComponent(chat.id)}`}
          className={styles.link}
          aria-current={open ? 'page' : undefined}
          onDoubleClick={(event) => {
            event.preventDefault();
            list.actions.renameStarted(chat.id);
          }}
        >
          <span className={styles.summary}>
            {chat.pinned && (
              <span className={styles.pin}>
                <PinIcon label="Pinned:" />{' '}
              </span>
            )}
            <span data-testid="chat-name">{chat.summary || 'Untitled chat'}</span>
          </span>
          <span className={styles.updated} data-testid="chat-updated">
            {list.updatedLabel(chat)}
          </span>
        </Link>
      )}
      <LazyMenuButton
        triggerClassName={styles.menuButton}
        triggerLabel={`Chat options for ${chat.summary}`}
        menuClassName={styles.menu}
        align="end"
        entries={[
          {
            key: 'rename',
            label: 'Rename',
            movesFocus: true,
            onSelect: () => list.actions.renameStarted(chat.id),
          },
          {
            key: 'pin',
            label: chat.pinned ? 'Unpin' : 'Pin',
            disabled: !list.mayManageChats,
            onSelect: () => void list.actions.pinToggled(chat.id),
          },
          {
            key: 'remove',
            label: 'Remove',
            disabled: !list.mayManageChats,
            onSelect: () => list.actions.deleteRequested(chat),
          },
        ]}
      >
        <Ellipsis size={16} aria-hidden="true" />
      </LazyMenuButton>
    </li>
  );
});
