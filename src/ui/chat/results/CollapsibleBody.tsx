import { type ReactNode, useId } from 'react';
import styles from './CollapsibleBody.module.css';

export interface CollapsibleBodyProps {
  collapsed: boolean;
  /** Shows a Hide/Show details toggle when given; the parent owns the state (kept per chat). */
  onToggleCollapsed?: () => void;
  children: ReactNode;
}

/** Folds a result's body away behind a 'Show details' toggle; folded content is not rendered at all. */
export function CollapsibleBody({ collapsed, onToggleCollapsed, children }: CollapsibleBodyProps) {
  const bodyId = useId();
  return (
    <div className={styles.wrapper}>
      {onToggleCollapsed && (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={!collapsed}
          aria-controls={bodyId}
          onClick={onToggleCollapsed}
        >
          {collapsed ? 'Show details' : 'Hide details'}
        </button>
      )}
      <div id={bodyId} hidden={collapsed} className={styles.body}>
        {!collapsed && children}
      </div>
    </div>
  );
}
