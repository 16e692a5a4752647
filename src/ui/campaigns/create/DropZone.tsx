import { useId, useState } from 'react';
import type { UploadSource } from '../../../core/ports/acting-context';
import styles from './CreateCampaign.module.css';
import { uploadSourcesOf } from './file-sources';

/** Drag and drop or browse (spec 2 §2.3); `accept` narrows the browse dialog. */
export function DropZone({
  label,
  accept,
  disabled,
  onFiles,
}: {
  label: string;
  accept?: string;
  disabled?: boolean;
  onFiles(files: UploadSource[]): void;
}) {
  const inputId = useId();
  const [over, setOver] = useState(false);
  return (
    <section
      className={styles.dropZone}
      data-over={over}
      aria-label={label}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        if (!disabled) onFiles(uploadSourcesOf(event.dataTransfer.files));
      }}
    >
      <p>Drag and drop files here, or</p>
      <label htmlFor={inputId} className={styles.browse}>
        Browse files
      </label>
      <input
        id={inputId}
        type="file"
        multiple
        disabled={disabled}
        accept={accept}
        className={styles.fileInput}
        onChange={(event) => {
          onFiles(uploadSourcesOf(event.target.files));
          event.target.value = '';
        }}
      />
    </section>
  );
}
