import { X } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CHAT_PARAM } from '../chat/workspace/useChatWorkspace';
import { Confirm } from '../kit/dialogs/Confirm';
import { ChatListItem } from './ChatListItem';
import { useChatList } from './chat-list-feature';
import styles from './SidebarChats.module.css';

/**
 * The classic sidebar's chats (spec 3 §2): New Canvas, the canvas search and the chat list, or
 * 'Please select an account first' for a regular admin who has not picked one.
 */
export const SidebarChats = observer(function SidebarChats() {
  const chatList = useChatList();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const openChatId = params.get(CHAT_PARAM);
  const searchId = useId();

  useEffect(() => chatList.attach(), [chatList]);

  const notice = chatList.accountNotice;
  const newCanvas = () => {
    chatList.newCanvasClicked();
    navigate('/');
  };
  const confirmRemoval = async () => {
    const chat = chatList.actions.deletion.subject;
    const removed = await chatList.actions.deleteConfirmed();
    if (removed?.ok && chat?.id === openChatId) navigate('/');
  };

  return (
    <section className={styles.chats} aria-label="Chats">
      <button type="button" className={styles.newCanvas} disabled={notice !== null} onClick={newCanvas}>
        New Canvas
      </button>
      <label htmlFor={searchId} className="visually-hidden">
        Search canvases
      </label>
      <input
        id={searchId}
        type="search"
        className={styles.search}
        placeholder="Search canvases"
        value={chatList.query}
        disabled={notice !== null}
        onChange={(event) => chatList.searchChanged(event.target.value)}
      />
      {chatList.actions.error && (
        <div className={styles.error} role="alert">
          <span>{chatList.actions.error}</span>
          <button
            type="button"
            className={styles.dismiss}
            aria-label="Dismiss"
            onClick={() => chatList.actions.errorDismissed()}
          >
            <X size={14} aria-hidden="true" />
          </button>
        </div>
      )}
      {notice ? (
        <p className={styles.notice} data-testid="chats-notice">
          {notice}
        </p>
      ) : (
        <ul className={styles.list} aria-label="Chat history" aria-busy={chatList.loading}>
          {chatList.visibleChats.map((chat) => (
            <ChatListItem key={chat.id} chat={chat} list={chatList} open={chat.id === openChatId} />
          ))}
        </ul>
      )}
      {chatList.loadFailed && !notice && (
        <p className={styles.notice}>
          Failed to load chats.{' '}
          <button type="button" className={styles.retry} onClick={() => void chatList.reload()}>
            Try again
          </button>
        </p>
      )}
      <Confirm
        confirmation={chatList.actions.deletion}
        title="Remove chat"
        question={(chat) => `Remove “${chat.summary}”? Its messages will no longer be available.`}
        confirmLabel="Remove"
        onConfirm={() => void confirmRemoval()}
      />
    </section>
  );
});
