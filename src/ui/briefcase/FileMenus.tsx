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
          <Entries Item={DropdownMenu.Item} items={items} onChoose={onChoose} />
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
          <Entries Item={ContextMenu.Item} items={items} onChoose={onChoose} />
        </ContextMenu.Content>
      </ContextMenu.Portal>
    </ContextMenu.Root>
  );
}

/** The menu's entries, in the dropdown and the context menu alike (their items take the same props). */
function Entries({ Item, items, onChoose }: MenuProps & { Item: typeof DropdownMenu.Item }) {
  return items.map((item) => (
    <Item key={item.action} className={styles.item} onSelect={() => onChoose(item.action)}>
      {item.label}
    </Item>
  ));
}
