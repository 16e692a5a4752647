import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import kit from '../../kit/Kit.module.css';
import { AccountListPage } from '../common/AccountListPage';
import styles from '../common/Campaigns.module.css';
import { useAccountList } from '../common/useAccountList';
import type { FoldersListViewModel } from './FoldersListViewModel';
import { FolderTable } from './FolderTable';
import { deleteFolderQuestion } from './folder-texts';

const AddFolder = observer(function AddFolder({ vm }: { vm: FoldersListViewModel }) {
  if (!vm.adding) return null;
  return (
    <form
      className={styles.toolbar}
      onSubmit={(event) => {
        event.preventDefault();
        void vm.addConfirmed();
      }}
    >
      <input
        className={kit.input}
        aria-label="New folder name"
        placeholder="Folder name"
        value={vm.newName}
        onChange={(event) => vm.newNameTyped(event.target.value)}
      />
      <button type="submit" className={kit.primary}>
        Save folder
      </button>
      <button type="button" className={kit.button} onClick={() => vm.addCancelled()}>
        Cancel
      </button>
    </form>
  );
});

/** /folders (spec 2 §2.4). */
const FoldersPage = observer(function FoldersPage() {
  const vm = useAccountList('folders');
  return (
    <AccountListPage
      vm={vm}
      title="Folders"
      noun="Folders"
      search={{ label: 'Search folders', placeholder: 'Search folders...' }}
      controls={
        vm.mayChange && (
          <button type="button" className={kit.primary} onClick={() => vm.addFolderClicked()}>
            Add Folder
          </button>
        )
      }
      confirm={{ title: 'Delete folder', question: (folder) => deleteFolderQuestion(folder.name) }}
    >
      {vm.moveOffer && (
        <Link className={styles.link} to={vm.moveOffer.address}>
          {vm.moveOffer.text}
        </Link>
      )}
      <AddFolder vm={vm} />
      <FolderTable vm={vm} />
      {vm.emptyText && <p className={kit.empty}>{vm.emptyText}</p>}
    </AccountListPage>
  );
});

export default FoldersPage;
