import styles from './StatusScreens.module.css';

/** Shown while the stored session is checked (spec 1 §2). */
export function CheckingAuthentication() {
  return (
    <output className={styles.centered} aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <strong>Loading...</strong>
      <span>Checking authentication status</span>
    </output>
  );
}
