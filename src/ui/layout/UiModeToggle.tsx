import { observer } from 'mobx-react-lite';
import styles from './UiModeToggle.module.css';
import { useUiMode } from './ui-mode-feature';

/** 'New UI' / 'Classic UI' (spec 3 §2): shown to admins and super admins only. */
export const UiModeToggle = observer(function UiModeToggle({
  prepare,
}: {
  /** Fetches what the other mode shows before switching (the classic sidebar's: the new one's code). */
  prepare?: () => Promise<unknown>;
}) {
  const uiMode = useUiMode();
  if (!uiMode.canToggleMode) return null;
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-label={`Switch to ${uiMode.toggleLabel}`}
      onClick={() => {
        if (!prepare) return uiMode.modeToggled();
        void prepare().then(
          () => uiMode.modeToggled(),
          (error: unknown) => console.error('The other mode could not be loaded', error),
        );
      }}
    >
      {uiMode.toggleLabel}
    </button>
  );
});
