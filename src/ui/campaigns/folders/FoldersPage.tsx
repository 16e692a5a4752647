import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../session/session-feature';
import styles from '../common/Campaigns.module.css';
import { ConfirmDelete } from '../common/ConfirmDelete';
import { PaginationBar } from '../common/PaginationBar';
import { useCampaignScreen } from '../common/useCampaignScreen';
import { addressOf, useListAddress } from '../common/useListAddress';
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
        className={styles.input}
        aria-label="New folder name"
        placeholder="Folder name"
        value={vm.newName}
        onChange={(event) => vm.newNameTyped(event.target.value)}
      />
      <button type="submit" className={styles.primary}>
        Save folder
      </button>
      <button type="button" className={styles.secondary} onClick={() => vm.addCancelled()}>
        Cancel
      </button>
    </form>
  );
});

/** /folders (spec 2 §2.4). */
const FoldersPage = observer(function FoldersPage() {
  const createFolders = useCampaignScreen('folders');
  const session = useSession();
  const [vm] = useState(() => createFolders());
  const [params] = useSearchParams();
  useListAddress(vm.list);
  const accountId = session.actingAccountId;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reopens when the account changes; the address is read once per opening
  useEffect(() => {
    void vm.opened(addressOf(params));
  }, [vm, accountId]);
  useEffect(() => () => vm.dispose(), [vm]);

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1>Folders</h1>
        <span className={styles.count}>
          {vm.list.pagination.totalItems}
          <span className={styles.visuallyHidden}> folders</span>
        </span>
        <span className={styles.spacer} />
        <input
          className={styles.input}
          type="search"
          aria-label="Search folders"
          placeholder="Search folders..."
          value={vm.list.searchText}
          onChange={(event) => vm.list.searchTyped(event.target.value)}
        />
        {vm.mayChange && (
          <button type="button" className={styles.primary} onClick={() => vm.addFolderClicked()}>
            Add Folder
          </button>
        )}
      </div>
      {vm.noAccount ? (
        <p className={styles.notice}>{vm.noAccount}</p>
      ) : (
        <>
          <AddFolder vm={vm} />
          {(vm.error ?? vm.loadError) && (
            <div role="alert" className={styles.alert}>
              {vm.error ?? vm.loadError}
              {vm.loadError && !vm.error && (
                <button type="button" className={styles.secondary} onClick={() => void vm.list.reload()}>
                  Retry
                </button>
              )}
            </div>
          )}
          <FolderTable vm={vm} />
          {vm.emptyText && <p className={styles.empty}>{vm.emptyText}</p>}
          <PaginationBar list={vm.list} label="Folders" />
        </>
      )}
      {vm.pendingDelete && (
        <ConfirmDelete
          title="Delete folder"
          question={deleteFolderQuestion(vm.pendingDelete.name)}
          onCancel={() => vm.deleteCancelled()}
          onConfirm={() => void vm.deleteConfirmed()}
        />
      )}
    </div>
  );
});

export default FoldersPage;
