import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import type { Message } from '../../../core/domain/message';
import { isWebAddress } from '../../../core/domain/web-address';
import { ResultErrorBoundary } from '../results/ResultErrorBoundary';
import type { ChatWorkspaceViewModel } from '../workspace/ChatWorkspaceViewModel';
import styles from './MessageItem.module.css';
import {
  hasResult,
  isFailedMessage,
  isRunMessage,
  judgementLabel,
  messageText,
  PROCESSING_NOTE,
  showsProcessingNote,
  speakerOf,
} from './message-view';

// The result viewer, its actions, dialogs and suggestions stay out of the first load of `/`.
const BotResult = lazy(() => import('../result-actions/BotResult'));
// Fast-track and Salesforce runs: their progress (and React Flow) load with the first such message.
const ChatRunProgress = lazy(() => import('../../orchestration/ChatRunProgress'));

export interface MessageItemProps {
  message: Message;
  workspace: ChatWorkspaceViewModel;
}

/** One message of the list: who said it and when, its text (always as text), files and result. */
export const MessageItem = observer(function MessageItem({ message, workspace }: MessageItemProps) {
  const isRun = isRunMessage(message);
  // A failed run says why in its own panel ("Fast track failed: …"), not with the generic text.
  const failed = isFailedMessage(message) && !isRun;
  const judgement = judgementLabel(message);
  return (
    <article
      className={`${styles.message} ${styles[message.type] ?? ''}`}
      aria-label={`${speakerOf(message)} message`}
      data-testid="chat-message"
      data-message-type={message.type}
      data-message-id={message.id}
      data-action={message.action}
      data-has-result={hasResult(message) || undefined}
    >
      <header className={styles.meta}>
        <span className={styles.speaker}>{speakerOf(message)}</span>
        <time dateTime={message.timestamp}>{workspace.timestampOf(message)}</time>
      </header>
      <p className={failed ? styles.failedText : styles.text} role={failed ? 'alert' : undefined}>
        {isRun ? message.content : messageText(message)}
      </p>
      {showsProcessingNote(message) && (
        <p className={styles.processing} role="status">
          <span className={styles.dot} aria-hidden="true" />
          {PROCESSING_NOTE}
        </p>
      )}
      {message.files && message.files.length > 0 && (
        <ul className={styles.files} aria-label="Attached files">
          {message.files.map((file) => (
            <li key={file.storagePath ?? file.url ?? file.name}>
              {file.url && isWebAddress(file.url) ? (
                <a href={file.url} target="_blank" rel="noopener noreferrer">
                  {file.name}
                </a>
              ) : (
                file.name
              )}
            </li>
          ))}
        </ul>
      )}
      {isRun && (
        <Suspense fallback={null}>
          <ChatRunProgress
            chatId={message.chatId}
            message={message}
            onFinished={() => void workspace.thread.reloadHistory()}
          />
        </Suspense>
      )}
      {judgement && (
        <p className={judgement === 'Approved' ? styles.approved : styles.rejected}>{judgement}</p>
      )}
      {hasResult(message) && (
        <ResultErrorBoundary fallback={<p role="alert">This result could not be shown.</p>}>
          <Suspense fallback={<p className={styles.resultLoading}>Loading result…</p>}>
            <BotResult message={message} workspace={workspace} />
          </Suspense>
        </ResultErrorBoundary>
      )}
    </article>
  );
});
