import styles from './StatusText.module.css';
import { statusTone } from './status-tone';

/** A status word on a tinted pill; the word carries the meaning, the colour only helps. */
export function StatusText({ status }: { status: string }) {
  if (status === '-') return <>-</>;
  return <span className={`${styles.status} ${styles[statusTone(status)]}`}>{status}</span>;
}
