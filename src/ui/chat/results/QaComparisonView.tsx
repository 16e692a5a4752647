import type { QaModel } from './qa-model';
import { ResultGrid } from './ResultGrid';
import { ResultTable } from './ResultTable';
import { StatusText } from './StatusText';
import styles from './views.module.css';

function verdictText(passed: boolean | undefined): string {
  if (passed === undefined) return '-';
  return passed ? 'Pass' : 'Fail';
}

/** QA results: expected against actual per field, each with pass or fail. */
export function QaComparisonView({ model }: { model: QaModel }) {
  return (
    <section className={styles.view} aria-label="QA comparison">
      <h3 className={styles.title}>QA comparison</h3>
      <p className={styles.summary}>
        {model.overallStatus && (
          <>
            <StatusText status={model.overallStatus} />{' '}
          </>
        )}
        {model.passedCount} passed, {model.failedCount} failed
        {model.summary && <span className={styles.detail}>{model.summary}</span>}
      </p>
      <ResultGrid
        label="QA comparison by field"
        columns={['Field', 'Expected', 'Actual', 'Result']}
        rows={model.comparisons}
        rowClass={(comparison) => (comparison.passed === false ? styles.failedRow : undefined)}
        row={(comparison) => (
          <>
            <th scope="row">{comparison.field}</th>
            <td>{comparison.expected}</td>
            <td>{comparison.actual}</td>
            <td>
              <StatusText status={verdictText(comparison.passed)} />
              {comparison.note && !/^(pass|fail)/i.test(comparison.note) && (
                <span className={styles.detail}>{comparison.note}</span>
              )}
            </td>
          </>
        )}
      />
      {model.rest && <ResultTable value={model.rest} label="QA comparison: other details" />}
    </section>
  );
}
