import { observer } from 'mobx-react-lite';
import styles from './UiModeToggle.module.css';
import { useUiMode } from './ui-mode-feature';

/** 'New UI' / 'Classic UI' (spec 3 §2): shown to admins and super admins only. */
export const UiModeToggle = observer(function UiModeToggle() {
  const uiMode = useUiMode();
  if (!uiMode.canToggleMode) return null;
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-label={`Switch to ${uiMode.toggleLabel}`}
      onClick={() => uiMode.modeToggled()}
    >
      {uiMode.toggleLabel}
    </button>
  );
});
