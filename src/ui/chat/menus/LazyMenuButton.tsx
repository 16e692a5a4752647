import { lazy, Suspense, useState } from 'react';
import type { LazyMenuProps } from './menu-entry';

const loadMenu = () => import('./DropdownMenuLoaded');
const DropdownMenuLoaded = lazy(loadMenu);

/**
 * A menu button whose menu code (Radix DropdownMenu) loads on first use, keeping it out of the
 * first load of the page. Until then a plain button stands in; hovering or focusing it starts
 * the download, and pressing it opens the menu as soon as it has arrived.
 */
export function LazyMenuButton(props: LazyMenuProps) {
  const [wanted, setWanted] = useState(false);
  const load = () => Promise.all([loadMenu(), props.prepare?.()]);
  const open = () =>
    void load().then(
      () => setWanted(true),
      (error: unknown) => console.error('The menu could not be loaded', error),
    );
  const placeholder = (
    <button
      type="button"
      className={props.triggerClassName}
      aria-label={props.triggerLabel}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void load().catch(() => {})}
      onFocus={() => void load().catch(() => {})}
      onClick={open}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          open();
        }
      }}
    >
      {props.children}
    </button>
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <DropdownMenuLoaded {...props} />
    </Suspense>
  );
}
