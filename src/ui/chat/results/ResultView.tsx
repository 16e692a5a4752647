import { lazy, type ReactNode, Suspense } from 'react';
import { AnalysisView } from './AnalysisView';
import { CollapsibleBody } from './CollapsibleBody';
import { OptimizationExecutorView } from './OptimizationExecutorView';
import { QaComparisonView } from './QaComparisonView';
import { ResponseValidationTabs } from './ResponseValidationTabs';
import { ResultErrorBoundary } from './ResultErrorBoundary';
import { ResultHeader } from './ResultHeader';
import { ResultRowsTable } from './ResultTable';
import styles from './ResultView.module.css';
import type { ResultTab } from './result-tabs';
import type { ShownResult } from './shown-result';

export interface ResultViewProps {
  /** What to draw, as the result's viewer model read it (ResultViewerViewModel.shown). */
  shown: ShownResult;
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
  shown,
  activeTab,
  onTabChange,
  collapsed = false,
  onToggleCollapsed,
}: ResultViewProps) {
  const body = <ChosenView shown={shown} />;
  return (
    <div className={styles.result}>
      {shown.heading && <ResultHeader heading={shown.heading} />}
      <CollapsibleBody collapsed={collapsed} onToggleCollapsed={onToggleCollapsed}>
        {shown.validation ? (
          <ResponseValidationTabs
            validation={shown.validation}
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

function ChosenView({ shown: { choice, rows } }: { shown: ShownResult }) {
  const table = <ResultRowsTable rows={rows} />;
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
