import { X } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { ProgressBar } from '../ProgressBar';
import styles from './UploadProgress.module.css';
import type { UploadingFile } from './UploadQueue';

/** One file on its way, as a list item: its name, a progress bar with its percentage, its cancel. */
export const UploadProgress = observer(function UploadProgress({
  file,
  onCancel,
}: {
  file: UploadingFile;
  onCancel: (key: string) => void;
}) {
  const label = file.state === 'waiting' ? `${file.name} waits its turn` : `Uploading ${file.name}`;
  return (
    <li className={styles.upload} data-upload-state={file.state}>
      <span className={styles.name}>{file.name}</span>
      <span className={styles.track}>
        <ProgressBar percent={file.percent} label={label} />
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
    </li>
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
  files,
  onRemove,
  label,
}: {
  files: readonly { key: string; name: string }[];
  onRemove: (key: string) => void;
  label: string;
}) {
  if (files.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={label}>
      {files.map(({ key, name }) => (
        <li key={key} className={styles.chip}>
          {name}
          <button
            type="button"
            className={styles.remove}
            aria-label={`Remove ${name}`}
            onClick={() => onRemove(key)}
          >
            <X size={14} aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
