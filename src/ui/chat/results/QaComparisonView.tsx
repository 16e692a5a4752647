import type { QaModel } from './qa-model';
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
      <div className={styles.scroll}>
        <table className={styles.grid} aria-label="QA comparison by field">
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Expected</th>
              <th scope="col">Actual</th>
              <th scope="col">Result</th>
            </tr>
          </thead>
          <tbody>
            {model.comparisons.map((comparison, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a field may be checked twice; the position is the identity
              <tr key={index} className={comparison.passed === false ? styles.failedRow : undefined}>
                <th scope="row">{comparison.field}</th>
                <td>{comparison.expected}</td>
                <td>{comparison.actual}</td>
                <td>
                  <StatusText status={verdictText(comparison.passed)} />
                  {comparison.note && !/^(pass|fail)/i.test(comparison.note) && (
                    <span className={styles.detail}>{comparison.note}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {model.rest && <ResultTable value={model.rest} label="QA comparison: other details" />}
    </section>
  );
}
