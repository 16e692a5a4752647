import { type AuditModel, SEVERITY_TONES } from './audit-model';
import { ResultGrid } from './ResultGrid';
import statusStyles from './StatusText.module.css';
import styles from './views.module.css';

/** A campaign auditor's findings, worst first, each with its severity and what to do. */
export default function AuditView({ model }: { model: AuditModel }) {
  return (
    <section className={styles.view} aria-label="Campaign audit">
      <h3 className={styles.title}>Campaign audit</h3>
      {model.summary && <p className={styles.summary}>{model.summary}</p>}
      <dl className={styles.metrics} aria-label="Audit score">
        {model.score && (
          <div className={styles.metric}>
            <dt>Score</dt>
            <dd>{model.score}</dd>
          </div>
        )}
        <div className={styles.metric}>
          <dt>Findings</dt>
          <dd>{model.counts}</dd>
        </div>
      </dl>
      {model.findings.length > 0 && (
        <ResultGrid
          label="Audit findings"
          columns={['Severity', 'Area', 'Finding', 'Recommendation']}
          rows={model.findings}
          row={(item) => (
            <>
              <td>
                <span className={`${statusStyles.status} ${statusStyles[SEVERITY_TONES[item.severity]]}`}>
                  {item.severity}
                </span>
              </td>
              <td>{item.area}</td>
              <td>{item.finding}</td>
              <td>{item.recommendation}</td>
            </>
          )}
        />
      )}
      {model.passed.length > 0 && <p className={styles.muted}>Passed: {model.passed.join(', ')}</p>}
    </section>
  );
}
