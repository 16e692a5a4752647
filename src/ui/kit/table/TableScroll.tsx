import type { ReactNode } from 'react';
import styles from './TableScroll.module.css';

/**
 * A table wider than the screen scrolls sideways in here, not the page (WCAG 1.4.10 lets a data
 * table scroll in its own container): a region (a named section) named after its table that a keyboard reaches and
 * scrolls with the arrow keys. The table's first column stays in view while it scrolls.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
    <section aria-label={label} tabIndex={0} className={styles.scroll}>
      {children}
    </section>
  );
}
