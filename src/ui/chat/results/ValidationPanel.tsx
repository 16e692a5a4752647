import type { ValidationReport } from '../../../core/domain/chat/validation-block';
import { StatusText } from './StatusText';
import styles from './ValidationPanel.module.css';

/** The Validation tab: overall status, counts, then every issue the backend found. */
export function ValidationPanel({ report }: { report: ValidationReport }) {
  return (
    <div className={styles.panel}>
      <dl className={styles.facts}>
        <div>
          <dt>Overall status</dt>
          <dd>
            <StatusText status={report.overallStatus} />
          </dd>
        </div>
        <div>
          <dt>Fields validated</dt>
          <dd>{report.totalFieldsValidated ?? '-'}</dd>
        </div>
        <div>
          <dt>Fields with issues</dt>
          <dd>{report.fieldsWithIssues ?? '-'}</dd>
        </div>
      </dl>
      {report.fieldNames.length > 0 && (
        <p className={styles.fieldNames}>Fields with issues: {report.fieldNames.join(', ')}</p>
      )}
      <h4 className={styles.heading}>Issues</h4>
      {report.issues.length === 0 ? (
        <p className={styles.empty}>No validation issues</p>
      ) : (
        <ul className={styles.issues}>
          {report.issues.map((issue, index) => (
            // Issues have no id and may repeat word for word: the position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index}>
              {issue.severity && <StatusText status={issue.severity} />}
              {issue.field && <span className={styles.field}>{issue.field.replace(/_/g, ' ')}</span>}
              <span>{issue.message}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
