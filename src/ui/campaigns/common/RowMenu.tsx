import { Ellipsis } from 'lucide-react';
import { LazyMenuButton } from '../../chat/menus/LazyMenuButton';
import styles from './Campaigns.module.css';
import { ROW_MENU_OFFSET_PX } from './row-menu-offset';

/**
 * A row's actions menu: Pin/Unpin and Delete (spec 2 §2.4, §2.5). The menu code loads on first
 * use, so the lists' first load stays within budget.
 */
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
    <span data-action-control>
      <LazyMenuButton
        triggerLabel={`Actions for ${name}`}
        triggerClassName={styles.menuButton}
        menuClassName={styles.menu}
        itemClassName={styles.menuItem}
        align="end"
        sideOffset={ROW_MENU_OFFSET_PX}
        entries={[
          { key: 'pin', label: pinned ? 'Unpin' : 'Pin', onSelect: onPin },
          { key: 'delete', label: 'Delete', onSelect: onDelete },
        ]}
      >
        <Ellipsis size={16} aria-hidden="true" />
      </LazyMenuButton>
    </span>
  );
}
