import { observer } from 'mobx-react-lite';
import { lazy, Suspense, use, useState } from 'react';
import type { Message } from '../../../core/domain/message';
import {
  workflowStepOfMessage,
  workflowStepText,
} from '../../../core/domain/orchestration-run/workflow-steps';
import { StepIcon } from '../../icons/StepIcon';
import { ResultActionMenu } from '../action-menu';
import ResultView, { ResultViewerViewModel } from '../results';
import { SuggestedNextSteps } from '../suggestions';
import type { ChatWorkspaceViewModel } from '../workspace/ChatWorkspaceViewModel';
import styles from './BotResult.module.css';
import { ResultActionsViewModel } from './ResultActionsViewModel';
import { windowEffects } from './windowEffects';

// Dialogs load when one first opens.
const ResultDialogs = lazy(() => import('./ResultDialogs'));

export interface BotResultProps {
  message: Message;
  workspace: ChatWorkspaceViewModel;
}

/**
 * A bot message's JSON result (spec 1 §2): the workflow step it is (spec 1 §3), the result viewer,
 * its action bar and drawer, the dialogs its actions open, and the suggested next steps. Loaded
 * on demand by the message list.
 */
const BotResult = observer(function BotResult({ message, workspace }: BotResultProps) {
  // The flows' code loads with the first result (inside the message's 'Loading result…').
  const useCases = use(workspace.resultUseCases());
  const [actions] = useState(
    () => new ResultActionsViewModel(workspace.resultActionsDeps(windowEffects, useCases), message.id),
  );
  const [viewer] = useState(() => new ResultViewerViewModel(workspace.thread, message.id));
  // Once a dialog has opened, the dialogs stay mounted so that closing one can hand focus back.
  const [dialogsLoaded, setDialogsLoaded] = useState(false);
  if (actions.dialogs.open && !dialogsLoaded) setDialogsLoaded(true);
  const { thread, composer } = workspace;
  const step = workflowStepOfMessage(message.action, message.subAction);
  return (
    // A group, not a region (a landmark): a chat holds many results, and landmarks of one name
    // leave a screen reader's landmark list unable to tell them apart (axe-core landmark-unique).
    // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls, not a result.
    <div role="group" className={styles.result} aria-label="Result">
      {step && (
        <p className={styles.step} data-testid="result-step" data-step-id={step}>
          <StepIcon stepId={step} />
          {workflowStepText(step)}
        </p>
      )}
      {viewer.shown && (
        <ResultView
          shown={viewer.shown}
          activeTab={viewer.activeTab}
          onTabChange={(tab) => viewer.tabChosen(tab)}
          collapsed={actions.collapsed}
          onToggleCollapsed={() => actions.collapseToggled()}
        />
      )}
      <ResultActionMenu items={actions.items} />
      {actions.error && (
        <p className={styles.error} role="alert">
          {actions.error}
        </p>
      )}
      <SuggestedNextSteps
        suggestions={actions.suggestions}
        disabled={thread.sending || !composer.readyToSend}
        onPick={(suggestion) => void actions.suggestionPicked(suggestion)}
      />
      {dialogsLoaded && (
        <Suspense fallback={null}>
          <ResultDialogs dialogs={actions.dialogs} />
        </Suspense>
      )}
    </div>
  );
});

export default BotResult;
