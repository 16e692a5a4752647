import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { workflowStepText } from '../../core/domain/orchestration-run/workflow-steps';
import { ProgressBar } from '../common/ProgressBar';
import { StepIcon } from '../icons/StepIcon';
import { NOTIFY_ME, type RunEndNotices } from './RunEndNotices';
import styles from './RunProgressPanel.module.css';
import type { RunProgressViewModel } from './RunProgressViewModel';

// React Flow and its stylesheet load only when a run is on screen (not in the first load of `/`).
const RunFlowChart = lazy(() => import('./RunFlowChart'));

/** A fast-track or Salesforce run in the chat: steps, percentage, flow chart, stop and outcome (spec 2 §2.1). */
export const RunProgressPanel = observer(function RunProgressPanel({
  run,
  runEnds,
}: {
  run: RunProgressViewModel;
  runEnds: RunEndNotices;
}) {
  const bodyId = `run-${run.target.messageId}`;
  return (
    <section
      className={styles.panel}
      aria-label={`${run.title} progress`}
      data-testid="run-progress"
      data-message-id={run.target.messageId}
      data-step-id={run.stepId}
      data-phase={run.phase}
    >
      <div className={styles.header}>
        <StepIcon stepId={run.stepId} className={styles.icon} />
        <span className={styles.title}>{run.title}</span>
        <span className={styles.step}>{workflowStepText(run.stepId)}</span>
        <span className={styles.percent}>{run.percent}%</span>
        {run.stopVisible && (
          <button
            type="button"
            className={styles.stop}
            onClick={() => void run.stopClicked()}
            disabled={run.stopping}
          >
            Stop
          </button>
        )}
        {run.phase === 'in-progress' && runEnds.offersNotifications && (
          // Asked from a button the user presses, never on load: browsers and users alike expect it.
          <button type="button" className={styles.toggle} onClick={() => void runEnds.notificationsAsked()}>
            {NOTIFY_ME}
          </button>
        )}
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={!run.collapsed}
          aria-controls={bodyId}
          onClick={() => run.collapseToggled()}
        >
          {run.collapsed ? 'Show steps' : 'Hide steps'}
        </button>
      </div>
      <ProgressBar percent={run.percent} label={`${run.title} progress`} />
      {run.outcomeText && (
        <p className={styles.outcome} data-testid="run-outcome">
          {run.outcomeText}
        </p>
      )}
      {run.stopError && (
        <p className={styles.alert} role="alert">
          {run.stopError}
        </p>
      )}
      {run.pollingError && (
        <p className={styles.alert} role="status">
          {run.pollingError}
        </p>
      )}
      {run.links.length > 0 && (
        <div className={styles.links}>
          {run.links.map((link) => (
            <a key={link.href} href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
            </a>
          ))}
        </div>
      )}
      {!run.collapsed && (
        <div id={bodyId}>
          <ol className={styles.steps} aria-label="Steps">
            {run.steps.map((step) => (
              <li key={step.id} className={styles.step} data-step={step.id} data-status={step.status}>
                <StepIcon stepId={step.stepId} className={styles.icon} />
                <span>{step.label}</span>
                <span className={styles.badge} data-status={step.status}>
                  {step.status}
                </span>
              </li>
            ))}
          </ol>
          <Suspense fallback={<div style={{ height: run.chartHeight }} />}>
            <RunFlowChart steps={run.steps} height={run.chartHeight} label={`${run.title} flow chart`} />
          </Suspense>
        </div>
      )}
    </section>
  );
});
