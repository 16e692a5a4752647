import { Menu } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styles from './SidebarDrawer.module.css';

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), [tabindex="0"]';

/**
 * On a narrow screen (issue 34) the frame's sidebar becomes a drawer behind a "Menu" button. The
 * frame's own elements stay where they are (a tablet turned sideways keeps its chat and drafts):
 * this marks the frame open or closed for the styles, and while open makes everything but the
 * sidebar inert, so focus stays in the drawer and a tap beside it lands on the frame, which closes
 * it; Escape closes it too, and so does going to another page or chat.
 */
export default function SidebarDrawer() {
  const [open, setOpen] = useState(false);
  // The bar is the frame's first child: the frame is its parent.
  const bar = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { key } = useLocation();
  const [openedAt, setOpenedAt] = useState(key);
  if (openedAt !== key) {
    setOpenedAt(key);
    setOpen(false);
  }

  useEffect(() => {
    const element = bar.current?.parentElement;
    if (!element) return;
    element.dataset.drawer = open ? 'open' : 'closed';
    if (!open) return;
    const sidebar = element.querySelector('aside');
    const others = [...element.children].filter((child) => child !== sidebar) as HTMLElement[];
    for (const other of others) other.inert = true;
    sidebar?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    // Escape in a menu or a dialog of the sidebar (portalled outside it) closes that, not the drawer.
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as Node;
      if (event.key === 'Escape' && (target === document.body || sidebar?.contains(target))) setOpen(false);
    };
    const onClick = (event: MouseEvent) => {
      if (!sidebar?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    element.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('click', onClick);
      for (const other of others) other.inert = false;
      button.current?.focus();
    };
  }, [open]);

  // Back on a wide screen the sidebar is a column again.
  useEffect(() => {
    const element = bar.current?.parentElement;
    return () => {
      if (element) delete element.dataset.drawer;
    };
  }, []);

  return (
    <div ref={bar} className={styles.bar}>
      <button
        ref={button}
        type="button"
        className={styles.menu}
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Menu size={18} aria-hidden="true" />
        Menu
      </button>
    </div>
  );
}
