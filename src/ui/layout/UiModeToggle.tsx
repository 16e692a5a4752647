import { observer } from 'mobx-react-lite';
import { useViewModels } from '../app/ViewModelsContext';
import styles from './UiModeToggle.module.css';

/** 'New UI' / 'Classic UI' (spec 3 §2): shown to admins and super admins only. */
export const UiModeToggle = observer(function UiModeToggle() {
  const { uiMode } = useViewModels();
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
