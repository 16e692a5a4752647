import { observer } from 'mobx-react-lite';
import { idOf, nameOf, Options } from '../../kit/form/Options';
import kit from '../../kit/Kit.module.css';
import styles from './CreateCampaign.module.css';
import type { CreationFolderPicker } from './CreationFolderPicker';

/** The folder picker with create-new-folder (spec 2 §2.3). */
export const FolderPicker = observer(function FolderPicker({ vm }: { vm: CreationFolderPicker }) {
  return (
    <div className={styles.field}>
      <label htmlFor="folder">Folder</label>
      <div className={styles.row}>
        <select
          id="folder"
          className={kit.input}
          value={vm.folderId}
          onChange={(event) => vm.folderChosen(event.target.value)}
        >
          <Options blank="Select a folder" items={vm.folders} toValue={idOf} toLabel={nameOf} />
        </select>
        {!vm.creatingFolder && (
          <button type="button" className={kit.button} onClick={() => vm.newFolderClicked()}>
            Create new folder
          </button>
        )}
      </div>
      {vm.creatingFolder && (
        <div className={styles.row}>
          <input
            className={kit.input}
            aria-label="New folder name"
            value={vm.newFolderName}
            onChange={(event) => vm.newFolderTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void vm.newFolderConfirmed();
              }
            }}
          />
          <button type="button" className={kit.primary} onClick={() => void vm.newFolderConfirmed()}>
            Add folder
          </button>
          <button type="button" className={kit.button} onClick={() => vm.newFolderCancelled()}>
            Cancel
          </button>
        </div>
      )}
    </div>
  );
});
