import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useRef } from 'react';
import styles from './Menu.module.css';
import type { LazyMenuProps } from './menu-entry';

/** The real menu, open from the start: it mounts because the user just asked for it. Radix names it after its trigger. */
export default function DropdownMenuLoaded({
  children,
  triggerLabel,
  entries,
  triggerClassName,
  menuClassName,
  itemClassName,
  side = 'bottom',
  align = 'start',
  sideOffset = 4,
  prepare,
}: LazyMenuProps) {
  const chosen = useRef<string | null>(null);
  return (
    // Not modal: a modal menu hides the rest of the page with aria-hidden while its controls stay
    // focusable (axe-core's serious aria-hidden-focus), and the trigger with it. Escape, a click
    // outside and the return of focus work the same, as in the results' and files' menus.
    <DropdownMenu.Root defaultOpen modal={false}>
      <DropdownMenu.Trigger
        className={triggerClassName}
        aria-label={triggerLabel}
        onPointerEnter={() => void prepare?.()}
        onFocus={() => void prepare?.()}
      >
        {children}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={menuClassName ? `${styles.menu} ${menuClassName}` : styles.menu}
          side={side}
          align={align}
          sideOffset={sideOffset}
          loop
          onCloseAutoFocus={(event) => {
            // An entry that moves focus runs once the menu has let go of it.
            const entry = entries.find((candidate) => candidate.key === chosen.current);
            chosen.current = null;
            if (entry?.movesFocus) {
              event.preventDefault();
              entry.onSelect();
            }
          }}
        >
          {entries.map((entry) => (
            <DropdownMenu.Item
              key={entry.key}
              className={itemClassName ? `${styles.item} ${itemClassName}` : styles.item}
              disabled={entry.disabled}
              onSelect={() => {
                chosen.current = entry.key;
                if (!entry.movesFocus) entry.onSelect();
              }}
            >
              {entry.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
