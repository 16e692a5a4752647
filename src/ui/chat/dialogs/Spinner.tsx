import styles from './TextRequestDialog.module.css';

/** A small busy indicator inside a button; the button itself carries aria-busy for assistive tech. */
export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" data-spinner="" />;
}
