import { X } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { UploadList } from '../../common/uploads/UploadProgress';
import styles from './Composer.module.css';
import type { ComposerViewModel } from './ComposerViewModel';

/**
 * A chip per uploaded file waiting to be sent, then the files still on their way with their
 * progress and cancel; 'Clear all' from two files on (spec 1 §2).
 */
export const AttachedFiles = observer(function AttachedFiles({ composer }: { composer: ComposerViewModel }) {
  const uploading = composer.uploads.files;
  if (composer.files.length === 0 && uploading.length === 0) return null;
  return (
    <div className={styles.chips}>
      <ul className={styles.chipList} aria-label="Attached files">
        {composer.files.map((file) => (
          <li key={file.key} className={styles.chip}>
            <span className={styles.chipText}>{file.metadata.name}</span>
            <button
              type="button"
              className={styles.chipRemove}
              aria-label={`Remove ${file.metadata.name}`}
              onClick={() => composer.fileRemoved(file.key)}
            >
              <X size={14} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <UploadList
        files={uploading}
        onCancel={(key) => composer.uploadCancelled(key)}
        label="Files uploading"
      />
      {composer.showClearAll && (
        <button type="button" className={styles.linkButton} onClick={() => composer.filesCleared()}>
          Clear all
        </button>
      )}
    </div>
  );
});
