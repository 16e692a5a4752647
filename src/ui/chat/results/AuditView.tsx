import { type AuditModel, SEVERITY_TONES } from './audit-model';
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
        <div className={styles.scroll}>
          <table className={styles.grid} aria-label="Audit findings">
            <thead>
              <tr>
                <th scope="col">Severity</th>
                <th scope="col">Area</th>
                <th scope="col">Finding</th>
                <th scope="col">Recommendation</th>
              </tr>
            </thead>
            <tbody>
              {model.findings.map((item, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: findings may repeat; their position is their identity
                <tr key={index}>
                  <td>
                    <span className={`${statusStyles.status} ${statusStyles[SEVERITY_TONES[item.severity]]}`}>
                      {item.severity}
                    </span>
                  </td>
                  <td>{item.area}</td>
                  <td>{item.finding}</td>
                  <td>{item.recommendation}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {model.passed.length > 0 && <p className={styles.muted}>Passed: {model.passed.join(', ')}</p>}
    </section>
  );
}
