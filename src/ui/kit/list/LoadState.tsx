import styles from '../Kit.module.css';

/** Loading, or the load error in the spec's words with Retry; nothing once loaded. */
export function LoadState({
  loading,
  error,
  onRetry,
}: {
  loading: boolean;
  error: string | null;
  onRetry(): void;
}) {
  if (error) return <ErrorLine text={error} onRetry={onRetry} />;
  if (loading) return <p className={styles.hint}>Loading...</p>;
  return null;
}

/** A failure in the spec's words (role="alert"), with Retry or Dismiss where the screen offers one. */
export function ErrorLine({
  text,
  onRetry,
  onDismiss,
}: {
  text: string | null;
  onRetry?(): void;
  onDismiss?(): void;
}) {
  if (!text) return null;
  return (
    <div role="alert" className={styles.error}>
      <span>{text}</span>
      {onRetry && (
        <button type="button" className={styles.button} onClick={onRetry}>
          Retry
        </button>
      )}
      {onDismiss && (
        <button type="button" className={styles.button} aria-label="Dismiss" onClick={onDismiss}>
          ×
        </button>
      )}
    </div>
  );
}

/** What an action achieved (role="status"). */
export function NoticeLine({ text }: { text: string | null }) {
  return text ? (
    <p role="status" className={styles.notice}>
      {text}
    </p>
  ) : null;
}
