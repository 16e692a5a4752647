import styles from './Admin.module.css';

/** Loading, or the load error in the spec's words with Retry; null once loaded. */
export function LoadState({
  loading,
  error,
  onRetry,
}: {
  loading: boolean;
  error: string | null;
  onRetry(): void;
}) {
  if (error) {
    return (
      <div role="alert" className={styles.error}>
        {error}{' '}
        <button type="button" className={styles.button} onClick={onRetry}>
          Retry
        </button>
      </div>
    );
  }
  if (loading) return <p className={styles.hint}>Loading...</p>;
  return null;
}

export function ErrorText({ text }: { text: string | null }) {
  return text ? (
    <p role="alert" className={styles.error}>
      {text}
    </p>
  ) : null;
}
