import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import type { Message } from '../../../core/domain/message';
import { ResultActionMenu } from '../action-menu';
import ResultView from '../results';
import { SuggestedNextSteps } from '../suggestions';
import type { ChatWorkspaceViewModel } from '../workspace/ChatWorkspaceViewModel';
import styles from './BotResult.module.css';
import { windowEffects } from './windowEffects';

// Dialogs load when one first opens.
const ResultDialogs = lazy(() => import('./ResultDialogs'));

export interface BotResultProps {
  message: Message;
  workspace: ChatWorkspaceViewModel;
}

/**
 * A bot message's JSON result (spec 1 §2): the result viewer, its action bar and drawer, the
 * dialogs its actions open, and the suggested next steps. Loaded on demand by the message list.
 */
const BotResult = observer(function BotResult({ message, workspace }: BotResultProps) {
  const [actions] = useState(() => workspace.createResultActions(message.id, windowEffects));
  // Once a dialog has opened, the dialogs stay mounted so that closing one can hand focus back.
  const [dialogsLoaded, setDialogsLoaded] = useState(false);
  if (actions.dialogs.open && !dialogsLoaded) setDialogsLoaded(true);
  const { thread, composer } = workspace;
  return (
    <section className={styles.result} aria-label="Result">
      <ResultView
        action={message.action}
        subAction={message.subAction}
        json={message.jsonResponse}
        activeTab={thread.activeTabOf(message.messageId)}
        onTabChange={(tab) => thread.setActiveTab(message.messageId, tab)}
        collapsed={actions.collapsed}
        onToggleCollapsed={() => actions.collapseToggled()}
      />
      <ResultActionMenu items={actions.items} />
      {actions.error && (
        <p className={styles.error} role="alert">
          {actions.error}
        </p>
      )}
      <SuggestedNextSteps
        suggestions={actions.suggestions}
        disabled={thread.sending || !composer.readyToSend}
        onPick={(prompt) => void workspace.suggestionPicked(prompt)}
      />
      {dialogsLoaded && (
        <Suspense fallback={null}>
          <ResultDialogs dialogs={actions.dialogs} />
        </Suspense>
      )}
    </section>
  );
});

export default BotResult;
