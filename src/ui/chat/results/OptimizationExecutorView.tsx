import { useId, useState } from 'react';
import { type ExecutorModel, firstLineItems } from './executor-model';
import { ResultGrid } from './ResultGrid';
import { ResultTable } from './ResultTable';
import { StatusText } from './StatusText';
import styles from './views.module.css';

/** Optimization-executor results: the first 5 affected line items, then '+N more' (spec 1 §2). */
export function OptimizationExecutorView({ model }: { model: ExecutorModel }) {
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  const { shown, more } = firstLineItems(model);
  const items = showAll ? model.affectedLineItems : shown;
  // The backend may report more affected line items than it lists: those stay a count.
  const unlisted = model.totalAffected - model.affectedLineItems.length;
  const canShowAll = model.affectedLineItems.length > shown.length;
  return (
    <section className={styles.view} aria-label="Optimization results">
      <h3 className={styles.title}>Optimization results</h3>
      {(model.summary || model.status) && (
        <p className={styles.summary}>
          {model.status && (
            <>
              <StatusText status={model.status} />{' '}
            </>
          )}
          {model.summary}
        </p>
      )}
      {model.totalAffected > 0 && (
        <>
          <h4 className={styles.subtitle}>Affected line items ({model.totalAffected})</h4>
          <ul className={styles.list} id={listId}>
            {items.map((name, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: names may repeat; the position is the identity
              <li key={index}>{name}</li>
            ))}
          </ul>
          {canShowAll ? (
            <button
              type="button"
              className={styles.more}
              aria-expanded={showAll}
              aria-controls={listId}
              onClick={() => setShowAll(!showAll)}
            >
              {showAll ? 'Show fewer' : `+${more} more`}
            </button>
          ) : (
            more > 0 && <p className={styles.muted}>+{more} more</p>
          )}
          {showAll && unlisted > 0 && <p className={styles.muted}>+{unlisted} more</p>}
        </>
      )}
      {model.changes.length > 0 && (
        <>
          <h4 className={styles.subtitle}>Changes applied</h4>
          <ResultGrid
            label="Changes applied"
            columns={['Line item', 'Change', 'Status']}
            rows={model.changes}
            row={(change) => (
              <>
                <td>{change.lineItem}</td>
                <td>{change.change}</td>
                <td>{change.status ? <StatusText status={change.status} /> : '-'}</td>
              </>
            )}
          />
        </>
      )}
      {model.rest && <ResultTable value={model.rest} label="Optimization results: other details" />}
    </section>
  );
}
