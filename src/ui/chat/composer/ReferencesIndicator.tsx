import { X } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styles from './Composer.module.css';
import type { ComposerViewModel } from './ComposerViewModel';

/** The results the next message refers to, each removable, with 'Clear' for all (spec 1 §2). */
export const ReferencesIndicator = observer(function ReferencesIndicator({
  composer,
}: {
  composer: ComposerViewModel;
}) {
  const chips = composer.referenceChips;
  if (chips.length === 0) return null;
  return (
    <div className={styles.chips}>
      <span className={styles.chipsLabel}>References:</span>
      <ul className={styles.chipList} aria-label="References">
        {chips.map((chip) => (
          <li key={chip.messageId} className={styles.chip}>
            <span className={styles.chipText}>{chip.preview}</span>
            <button
              type="button"
              className={styles.chipRemove}
              aria-label={`Remove reference ${chip.preview}`}
              onClick={() => composer.referenceRemoved(chip.messageId)}
            >
              <X size={14} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.linkButton} onClick={() => composer.referencesCleared()}>
        Clear
      </button>
    </div>
  );
});
