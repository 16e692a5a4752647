import styles from './ProgressBar.module.css';

/** A determinate progress bar with its accessible name and value. */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <div
      className={styles.track}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
    >
      <div className={styles.fill} style={{ width: `${value}%` }} />
    </div>
  );
}
