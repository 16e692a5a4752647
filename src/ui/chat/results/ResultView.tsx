import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { readValidation, withoutValidation } from '../../../core/domain/chat/validation-block';
import { parseJsonResult } from '../../../core/domain/json-value';
import type { MessageFile } from '../../../core/domain/message';
import { AnalysisView } from './AnalysisView';
import { CollapsibleBody } from './CollapsibleBody';
import { OptimizationExecutorView } from './OptimizationExecutorView';
import { pickResultView, type ResultViewChoice } from './pick-result-view';
import { QaComparisonView } from './QaComparisonView';
import { ResponseValidationTabs, type ResultTab } from './ResponseValidationTabs';
import { ResultErrorBoundary } from './ResultErrorBoundary';
import { ResultHeader } from './ResultHeader';
import { ResultTable } from './ResultTable';
import styles from './ResultView.module.css';
import { chooseResultHeading } from './result-header';

export interface ResultViewProps {
  /** The bot message's action (agent name), which picks a specialised view and the header wording. */
  action?: string;
  subAction?: string;
  /** The message's jsonResponse: any value, or a JSON string. */
  json: unknown;
  /** The message's files: the images a screenshot result consists of. */
  files?: readonly MessageFile[];
  /** The message's stored activeTab ('response' | 'validation'); omit to let the tabs keep their own. */
  activeTab?: string;
  onTabChange?: (tab: ResultTab) => void;
  /** Folds the result body away; the parent keeps this per chat in local storage. */
  collapsed?: boolean;
  /** Shows a Hide/Show details toggle when given. */
  onToggleCollapsed?: () => void;
}

/**
 * A bot message's JSON result: the success header when the result carries a success flag, then the
 * specialised view for its action or the generic key/value table, inside Response / Validation tabs
 * when the result holds validation data. The chat loads it lazily: `React.lazy(() => import('./results'))`.
 */
export default function ResultView({
  action,
  subAction,
  json,
  files,
  activeTab,
  onTabChange,
  collapsed = false,
  onToggleCollapsed,
}: ResultViewProps) {
  const view = useMemo(() => {
    const parsed = parseJsonResult(json);
    const validation = readValidation(parsed);
    const response = validation ? withoutValidation(parsed) : parsed;
    return {
      heading: chooseResultHeading(action, parsed),
      validation,
      response,
      choice: pickResultView(action, subAction, response, files),
    };
  }, [action, subAction, json, files]);

  const body = <ChosenView choice={view.choice} response={view.response} />;
  return (
    <div className={styles.result}>
      {view.heading && <ResultHeader heading={view.heading} />}
      <CollapsibleBody collapsed={collapsed} onToggleCollapsed={onToggleCollapsed}>
        {view.validation ? (
          <ResponseValidationTabs
            validation={view.validation}
            activeTab={activeTab}
            onTabChange={onTabChange}
          >
            {body}
          </ResponseValidationTabs>
        ) : (
          body
        )}
      </CollapsibleBody>
    </div>
  );
}

function ChosenView({ choice, response }: { choice: ResultViewChoice; response: unknown }) {
  const table = <ResultTable value={response} />;
  switch (choice.kind) {
    case 'analysis':
      return guarded(table, <AnalysisView model={choice.model} />);
    case 'qa-comparison':
      return guarded(table, <QaComparisonView model={choice.model} />);
    case 'optimization-executor':
      return guarded(table, <OptimizationExecutorView model={choice.model} />);
    case 'screenshots':
      return lazyView(table, <ScreenshotsView model={choice.model} />);
    case 'delivery-report':
      return lazyView(table, <DeliveryReportView model={choice.model} />);
    case 'audit':
      return lazyView(table, <AuditView model={choice.model} />);
    case 'table':
      return table;
  }
}

// The views of work on a created campaign load with the first such result.
const ScreenshotsView = lazy(() => import('./ScreenshotsView'));
const DeliveryReportView = lazy(() => import('./DeliveryReportView'));
const AuditView = lazy(() => import('./AuditView'));

/** A specialised view falls back to the plain table if it cannot draw the result. */
function guarded(fallback: ReactNode, view: ReactNode) {
  return <ResultErrorBoundary fallback={fallback}>{view}</ResultErrorBoundary>;
}

function lazyView(fallback: ReactNode, view: ReactNode) {
  return (
    <ResultErrorBoundary fallback={fallback}>
      <Suspense fallback={<p className={styles.loading}>Loading…</p>}>{view}</Suspense>
    </ResultErrorBoundary>
  );
}
