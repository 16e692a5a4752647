import styles from './ResultHeader.module.css';
import type { ResultHeading } from './result-header';

/**
 * The line above a result saying whether the operation worked. Deliberately not a live region: a
 * chat history full of results would otherwise be read out on every load.
 */
export function ResultHeader({ heading }: { heading: ResultHeading }) {
  const tone = heading.outcome === 'failure' ? styles.failure : styles.success;
  return (
    <p className={`${styles.header} ${tone}`} data-testid="result-header">
      {heading.text}
    </p>
  );
}
