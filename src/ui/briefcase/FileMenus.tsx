import * as ContextMenu from '@radix-ui/react-context-menu';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Ellipsis } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './FileMenu.module.css';
import type { FileMenuAction, FileMenuItem } from './file-menu';

interface MenuProps {
  items: readonly FileMenuItem[];
  onChoose: (action: FileMenuAction) => void;
}

/** The more-actions button of a file and its menu. */
export function MoreActionsMenu({
  items,
  onChoose,
  label,
  className,
}: MenuProps & { label: string; className?: string }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={className} aria-label={label}>
        <Ellipsis size={16} aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align="end" sideOffset={4}>
          {items.map((item) => (
            <DropdownMenu.Item
              key={item.action}
              className={styles.item}
              onSelect={() => onChoose(item.action)}
            >
              {item.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The same menu on a right click anywhere on the file. */
export function FileContextMenu({ items, onChoose, children }: MenuProps & { children: ReactNode }) {
  return (
    <ContextMenu.Root modal={false}>
      <ContextMenu.Trigger asChild>{children}</ContextMenu.Trigger>
      <ContextMenu.Portal>
        <ContextMenu.Content className={styles.menu}>
          {items.map((item) => (
            <ContextMenu.Item
              key={item.action}
              className={styles.item}
              onSelect={() => onChoose(item.action)}
            >
              {item.label}
            </ContextMenu.Item>
          ))}
        </ContextMenu.Content>
      </ContextMenu.Portal>
    </ContextMenu.Root>
  );
}
