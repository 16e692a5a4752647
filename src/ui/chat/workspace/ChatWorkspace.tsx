import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Composer } from '../composer/Composer';
import { MessageList } from '../thread/MessageList';
import styles from './ChatWorkspace.module.css';
import type { ChatWorkspaceViewModel } from './ChatWorkspaceViewModel';

export interface ChatWorkspaceProps {
  workspace: ChatWorkspaceViewModel;
  /**
   * The briefcase side panel (spec 1 §2), shown while `workspace.briefcaseOpen`. The panel reads
   * the chat through `workspace.thread` and closes with `workspace.briefcaseClosed()`.
   */
  renderBriefcase?: (workspace: ChatWorkspaceViewModel) => ReactNode;
}

/** The chat workspace's layout: messages above the input area, the briefcase beside them. */
export const ChatWorkspace = observer(function ChatWorkspace({
  workspace,
  renderBriefcase,
}: ChatWorkspaceProps) {
  return (
    <div className={styles.workspace}>
      <div className={styles.chat}>
        <h1 className="visually-hidden">Chat</h1>
        <MessageList workspace={workspace} />
        <Composer workspace={workspace} />
      </div>
      {workspace.briefcaseOpen && renderBriefcase?.(workspace)}
    </div>
  );
});
