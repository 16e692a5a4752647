import { ExternalLink } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { BriefcaseFile } from '../../core/domain/message';
import { PinIcon } from '../common/PinIcon';
import type { BriefcaseViewModel } from './BriefcaseViewModel';
import styles from './FileItem.module.css';
import { FileContextMenu, MoreActionsMenu } from './FileMenus';
import { moreActionsLabel } from './file-menu';
import { RenameField } from './RenameField';

const STATUS_TEXT = { approved: 'Approved', rejected: 'Rejected' } as const;

/**
 * One file: a click on its name goes to its message, a double click renames it; its menus offer
 * the rest. Files with a link can be opened in a new tab (`onOpen`).
 */
export const FileItem = observer(function FileItem({
  vm,
  file,
  onOpen,
}: {
  vm: BriefcaseViewModel;
  file: BriefcaseFile;
  onOpen: (fileId: string) => void;
}) {
  const items = vm.menuItemsOf(file);
  const choose = (action: Parameters<typeof vm.menuItemChosen>[1]) => vm.menuItemChosen(file.id, action);
  const editing = vm.editingFileId === file.id;
  const preview = vm.previewOf(file);
  const nameButton = useRef<HTMLButtonElement>(null);
  // After Enter or Escape in the name field, keyboard users continue from the file's name.
  const refocusName = useRef(false);
  useEffect(() => {
    if (editing || !refocusName.current) return;
    refocusName.current = false;
    nameButton.current?.focus();
  }, [editing]);
  return (
    <FileContextMenu items={items} onChoose={choose}>
      <article className={styles.item} aria-label={file.name} data-action={file.action}>
        <div className={styles.nameLine}>
          {file.pinned && <PinIcon className={styles.pin} />}
          {editing ? (
            <RenameField
              name={file.name}
              className={styles.renameInput}
              onCommit={(input, byKeyboard) => {
                refocusName.current = byKeyboard;
                void vm.renameSubmitted(file.id, input);
              }}
              onCancel={() => {
                refocusName.current = true;
                vm.renameCancelled();
              }}
            />
          ) : (
            <button
              ref={nameButton}
              type="button"
              className={styles.name}
              title={`${file.name} (double-click to rename)`}
              onClick={() => vm.fileClicked(file.id)}
              onDoubleClick={() => vm.renameStarted(file.id)}
            >
              {file.name}
            </button>
          )}
        </div>
        <div className={styles.actions}>
          {vm.canOpen(file) && (
            <button
              type="button"
              className={styles.iconButton}
              aria-label={`Open ${file.name}`}
              aria-busy={vm.openingFileId === file.id}
              onClick={() => onOpen(file.id)}
            >
              <ExternalLink size={14} aria-hidden="true" />
            </button>
          )}
          <MoreActionsMenu
            items={items}
            onChoose={choose}
            label={moreActionsLabel(file)}
            className={styles.iconButton}
          />
        </div>
        <div className={styles.meta}>
          <span>{vm.dateOf(file)}</span>
          {file.status && (
            <span className={`${styles.status} ${styles[file.status]}`}>{STATUS_TEXT[file.status]}</span>
          )}
        </div>
        {preview && <p className={styles.preview}>{preview}</p>}
      </article>
    </FileContextMenu>
  );
});
