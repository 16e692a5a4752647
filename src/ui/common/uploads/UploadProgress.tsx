import { X } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styles from './UploadProgress.module.css';
import type { UploadingFile } from './UploadQueue';

/**
 * One file on its way: its name, a progress bar with its percentage (an ARIA progressbar) and
 * its cancel. `as` lets a list render it as its own item.
 */
export const UploadProgress = observer(function UploadProgress({
  file,
  onCancel,
  as: Tag = 'li',
}: {
  file: UploadingFile;
  onCancel: (key: string) => void;
  as?: 'li' | 'div';
}) {
  const label = file.state === 'waiting' ? `${file.name} waits its turn` : `Uploading ${file.name}`;
  return (
    <Tag className={styles.upload} data-upload-state={file.state}>
      <span className={styles.name}>{file.name}</span>
      <span
        className={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={file.percent}
        aria-valuetext={`${file.percent}%`}
      >
        <span className={styles.bar} style={{ width: `${file.percent}%` }} />
      </span>
      <span className={styles.percent} aria-hidden="true">
        {file.percent}%
      </span>
      <button
        type="button"
        className={styles.cancel}
        aria-label={`Cancel upload of ${file.name}`}
        title="Cancel upload"
        onClick={() => onCancel(file.key)}
      >
        <X size={14} aria-hidden="true" />
      </button>
    </Tag>
  );
});

/** The files on their way, as a list of their own. */
export const UploadList = observer(function UploadList({
  files,
  onCancel,
  label = 'Uploads',
}: {
  files: readonly UploadingFile[];
  onCancel: (key: string) => void;
  label?: string;
}) {
  if (files.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={label}>
      {files.map((file) => (
        <UploadProgress key={file.key} file={file} onCancel={onCancel} />
      ))}
    </ul>
  );
});

/** Files chosen and not sent yet, each with its Remove. */
export function ChosenFiles({
  names,
  onRemove,
  label,
}: {
  names: readonly string[];
  onRemove: (index: number) => void;
  label: string;
}) {
  if (names.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={label}>
      {names.map((name, index) => (
        <li key={`${index}-${name}`} className={styles.chip}>
          {name}
          <button
            type="button"
            className={styles.remove}
            aria-label={`Remove ${name}`}
            onClick={() => onRemove(index)}
          >
            <X size={14} aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
