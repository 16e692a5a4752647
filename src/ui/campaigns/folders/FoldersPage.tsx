import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSession } from '../../app/ViewModelsContext';
import { PinIcon } from '../../common/PinIcon';
import styles from '../common/Campaigns.module.css';
import { ConfirmDelete } from '../common/ConfirmDelete';
import { InlineName } from '../common/InlineName';
import { PaginationBar } from '../common/PaginationBar';
import { RowMenu } from '../common/RowMenu';
import { SortHeader } from '../common/SortHeader';
import { useCampaignScreens } from '../common/useCampaignScreens';
import { addressOf, useListAddress } from '../common/useListAddress';
import type { FoldersListViewModel } from './FoldersListViewModel';
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

const FolderTable = observer(function FolderTable({ vm }: { vm: FoldersListViewModel }) {
  const { list } = vm;
  return (
    <table className={styles.table} aria-busy={list.loading}>
      <thead>
        <tr>
          <SortHeader
            column="name"
            label="Folder Name"
            state={list.state}
            onSort={(c) => void list.sortClicked(c)}
          />
          <SortHeader
            column="campaign_count"
            label="Campaigns"
            state={list.state}
            onSort={(c) => void list.sortClicked(c)}
          />
          <SortHeader
            column="updated_at"
            label="Last Updated"
            state={list.state}
            onSort={(c) => void list.sortClicked(c)}
          />
          <th scope="col">
            <span className={styles.visuallyHidden}>Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {list.rows.map((folder) => (
          <tr key={folder.id}>
            <td>
              {folder.is_pinned && <PinIcon />}{' '}
              <InlineName
                name={folder.name}
                editing={vm.renamingId === folder.id}
                editable={vm.mayChange}
                label={`New name for ${folder.name}`}
                onStart={() => vm.renameStarted(folder.id)}
                onCommit={(value) => void vm.renameCommitted(folder, value)}
                onCancel={() => vm.renameCancelled()}
              />
            </td>
            <td>
              <Link
                to={`/campaigns?folderId=${encodeURIComponent(folder.id)}`}
                aria-label={`${folder.campaign_count} campaigns in ${folder.name}`}
              >
                {folder.campaign_count}
              </Link>
            </td>
            <td>{vm.lastUpdatedText(folder)}</td>
            <td>
              {vm.mayChange && (
                <RowMenu
                  name={folder.name}
                  pinned={folder.is_pinned}
                  onPin={() => void vm.pinToggled(folder)}
                  onDelete={() => vm.deleteRequested(folder)}
                />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
});

/** /folders (spec 2 §2.4). */
const FoldersPage = observer(function FoldersPage() {
  const screens = useCampaignScreens();
  const session = useSession();
  const [vm] = useState(() => screens.createFoldersList());
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
