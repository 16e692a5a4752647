import type { ReactNode } from 'react';
import styles from './TableScroll.module.css';

/**
 * A table wider than the screen scrolls sideways in here, not the page (WCAG 1.4.10 lets a data
 * table scroll in its own container): a group named after its table that a keyboard reaches and
 * scrolls with the arrow keys. The table's first column stays in view while it scrolls.
 * A group, not a region: a region is a landmark, and one per table would give a screen reader's
 * landmark list a second entry of the same name as the section holding the table (axe-core's
 * landmark-unique), or several "Result details" in one chat.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
    // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls, not a table.
    <div role="group" aria-label={label} tabIndex={0} className={styles.scroll}>
      {children}
    </div>
  );
}
