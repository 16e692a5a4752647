import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import styles from './Campaigns.module.css';

/** A row's actions menu: Pin/Unpin and Delete (spec 2 §2.4, §2.5); offset 5 px (spec 2 §9). */
export function RowMenu({
  name,
  pinned,
  onPin,
  onDelete,
}: {
  name: string;
  pinned: boolean;
  onPin(): void;
  onDelete(): void;
}) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className={styles.menuButton}
        aria-label={`Actions for ${name}`}
        data-action-control
      >
        ⋯
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} sideOffset={5} align="end" data-action-control>
          <DropdownMenu.Item className={styles.menuItem} onSelect={onPin}>
            {pinned ? 'Unpin' : 'Pin'}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={styles.menuItem} onSelect={onDelete}>
            Delete
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
