import { Ellipsis } from 'lucide-react';
import { LazyMenuButton } from '../../chat/menus/LazyMenuButton';
import type { FieldEdits } from './FieldEdits';
import type { RowActions } from './RowActions';
import styles from './RowActions.module.css';
import { ROW_MENU_OFFSET_PX } from './row-menu-offset';

/**
 * A row's actions menu: Pin/Unpin, "Edit <field>" for each field the list declares, and Delete
 * (spec 2 §2.4, §2.5). The menu code loads on first use, so the lists' first load stays within
 * budget.
 */
export function RowMenu<Row>({
  actions,
  row,
  id,
  name,
  pinned,
  fields,
}: {
  actions: RowActions<Row>;
  /** The list's "edit a field" actions, when it declares any. */
  fields?: FieldEdits<Row>;
  row: Row;
  id: string;
  name: string;
  pinned: boolean;
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
          { key: 'pin', label: pinned ? 'Unpin' : 'Pin', onSelect: () => void actions.pinToggled(id) },
          ...(fields?.offered ?? []).map((field) => ({
            key: `edit-${field.name}`,
            label: `Edit ${field.label}`,
            onSelect: () => fields?.started(id, field.name),
          })),
          { key: 'delete', label: 'Delete', onSelect: () => actions.deleteRequested(row) },
        ]}
      >
        <Ellipsis size={16} aria-hidden="true" />
      </LazyMenuButton>
    </span>
  );
}
