import type { AnalysisModel } from './analysis-model';
import { ColumnTableView } from './ColumnTableView';
import { ResultTable } from './ResultTable';
import { StatusText } from './StatusText';
import styles from './views.module.css';

/** Cross-platform analyses and the TTD / DV360 optimizer analyses. */
export function AnalysisView({ model }: { model: AnalysisModel }) {
  return (
    <section className={styles.view} aria-label={model.title}>
      <h3 className={styles.title}>{model.title}</h3>
      {model.context && <p className={styles.muted}>{model.context}</p>}
      {model.summary && <p className={styles.summary}>{model.summary}</p>}
      {model.metrics.length > 0 && (
        <dl className={styles.metrics} aria-label="Key metrics">
          {model.metrics.map((metric) => (
            <div key={metric.label} className={styles.metric}>
              <dt>{metric.label}</dt>
              <dd>
                {metric.value}
                {metric.change && <span className={styles.change}> ({metric.change})</span>}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {model.breakdown && (
        <>
          <h4 className={styles.subtitle}>{model.breakdown.title}</h4>
          <ColumnTableView table={model.breakdown.table} label={model.breakdown.title} />
        </>
      )}
      {model.insights.length > 0 && (
        <>
          <h4 className={styles.subtitle}>Insights</h4>
          <ul className={styles.list}>
            {model.insights.map((insight, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: insights may repeat; their position is their identity
              <li key={index}>{insight}</li>
            ))}
          </ul>
        </>
      )}
      {model.recommendations.length > 0 && (
        <>
          <h4 className={styles.subtitle}>Recommendations</h4>
          <ol className={styles.list}>
            {model.recommendations.map((recommendation, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: recommendations may repeat; their position is their identity
              <li key={index}>
                <span className={styles.strong}>{recommendation.title}</span>
                {recommendation.priority && (
                  <>
                    {' '}
                    <StatusText status={recommendation.priority} />
                  </>
                )}
                {recommendation.detail && <span className={styles.detail}>{recommendation.detail}</span>}
                {recommendation.impact && (
                  <span className={styles.detail}>Expected impact: {recommendation.impact}</span>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
      {model.rest && <ResultTable value={model.rest} label={`${model.title}: other details`} />}
    </section>
  );
}
