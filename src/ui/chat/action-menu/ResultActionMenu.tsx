import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import { iconForAction, MoreIcon } from './ActionIcons';
import styles from './ResultActionMenu.module.css';
import { QUICK_ACTION_IDS, type ResultActionItem } from './result-action-item';
import { moveFocusInToolbar } from './toolbar-keys';

export interface ResultActionMenuProps {
  items: ResultActionItem[];
  /** Names the "More actions" trigger and the drawer; defaults to 'More actions for this result'. */
  label?: string;
  /** Which items also get an icon button beside the trigger (by id); defaults to Reference, Approve and Edit. */
  quickActionIds?: readonly string[];
}

const DEFAULT_LABEL = 'More actions for this result';

/**
 * The action bar of a bot result (spec 1 §2): icon buttons for the actions used most and a
 * "More actions" drawer with every action. Disabled actions stay in place, greyed out and
 * reachable by keyboard so their existence is announced, but choosing them does nothing.
 */
export function ResultActionMenu({
  items,
  label = DEFAULT_LABEL,
  quickActionIds = QUICK_ACTION_IDS,
}: ResultActionMenuProps) {
  if (items.length === 0) return null;
  const quick = quickActionIds.flatMap((id) => items.filter((item) => item.id === id));
  return (
    <div className={styles.bar} role="toolbar" aria-label="Result actions" onKeyDown={moveFocusInToolbar}>
      <div className={styles.quick}>
        {quick.map((item) => (
          <QuickActionButton key={item.id} item={item} />
        ))}
      </div>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className={styles.iconButton} aria-label={label} title="More actions">
          <MoreIcon />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className={styles.drawer} aria-label={label} align="end" sideOffset={4} loop>
            {items.map((item) => (
              <DrawerItem key={item.id} item={item} />
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  );
}

function QuickActionButton({ item }: { item: ResultActionItem }) {
  const icon = item.icon ?? iconForAction(item.id);
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-label={item.label}
      title={item.label}
      aria-pressed={item.pressed}
      aria-disabled={!item.enabled || undefined}
      onClick={() => {
        if (item.enabled) item.onSelect();
      }}
    >
      {icon ?? <span className={styles.textLabel}>{item.label}</span>}
    </button>
  );
}

function DrawerItem({ item }: { item: ResultActionItem }) {
  // Radix's own `disabled` would also skip the item when moving with the arrows; marking it
  // ourselves keeps it focusable (as menus should), and refusing the selection keeps the drawer open.
  const common = {
    className: styles.item,
    'aria-disabled': !item.enabled || undefined,
    'data-disabled': item.enabled ? undefined : '',
    onSelect: (event: Event) => {
      if (!item.enabled) {
        event.preventDefault();
        return;
      }
      item.onSelect();
    },
  };
  if (item.pressed === undefined) {
    return <DropdownMenu.Item {...common}>{item.label}</DropdownMenu.Item>;
  }
  return (
    <DropdownMenu.CheckboxItem {...common} checked={item.pressed}>
      <span className={styles.check} aria-hidden="true">
        <DropdownMenu.ItemIndicator>
          <Check size={14} aria-hidden="true" />
        </DropdownMenu.ItemIndicator>
      </span>
      {item.label}
    </DropdownMenu.CheckboxItem>
  );
}
