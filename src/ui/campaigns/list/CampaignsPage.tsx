import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSession } from '../../session/session-feature';
import styles from '../common/Campaigns.module.css';
import { ConfirmDelete } from '../common/ConfirmDelete';
import { PaginationBar } from '../common/PaginationBar';
import { useCampaignScreen } from '../common/useCampaignScreen';
import { addressOf, useListAddress } from '../common/useListAddress';
import type { CampaignsListViewModel } from './CampaignsListViewModel';
import { CampaignTable } from './CampaignTable';
import { CAMPAIGN_LIST_TEXTS, deleteCampaignQuestion } from './campaign-texts';

const KEEP_IN_ADDRESS = ['folderId'] as const;

const FolderFilter = observer(function FolderFilter({ vm }: { vm: CampaignsListViewModel }) {
  const [, setParams] = useSearchParams();
  return (
    <select
      className={styles.select}
      aria-label="Folder"
      value={vm.folderId ?? ''}
      onChange={(event) => {
        const folderId = event.target.value || null;
        setParams(folderId ? { folderId } : {}, { replace: true });
        void vm.folderChosen(folderId);
      }}
    >
      <option value="">{CAMPAIGN_LIST_TEXTS.allFolders}</option>
      {vm.folders.map((folder) => (
        <option key={folder.id} value={folder.id}>
          {folder.name}
        </option>
      ))}
    </select>
  );
});

/** /campaigns and /campaigns?folderId={id} (spec 2 §2.5). */
const CampaignsPage = observer(function CampaignsPage() {
  const createCampaigns = useCampaignScreen('campaigns');
  const session = useSession();
  const [vm] = useState(() => createCampaigns());
  const [params] = useSearchParams();
  useListAddress(vm.list, KEEP_IN_ADDRESS);
  const accountId = session.actingAccountId;
  const folderId = params.get('folderId');
  // biome-ignore lint/correctness/useExhaustiveDependencies: reopens for another account or folder link; the rest of the address is read once per opening
  useEffect(() => {
    void vm.opened(addressOf(params));
  }, [vm, accountId, folderId]);
  useEffect(() => () => vm.dispose(), [vm]);

  return (
    <div className={styles.page}>
      {vm.folderName && (
        <nav className={styles.breadcrumb} aria-label="Breadcrumb">
          <Link to="/folders">All Folders</Link>
          <span aria-hidden="true">/</span>
          <span aria-current="page">{vm.folderName}</span>
        </nav>
      )}
      <div className={styles.header}>
        <h1>{vm.folderName ?? 'Campaigns'}</h1>
        <span className={styles.count}>
          {vm.list.pagination.totalItems}
          <span className={styles.visuallyHidden}> campaigns</span>
        </span>
        <span className={styles.spacer} />
        <FolderFilter vm={vm} />
        <input
          className={styles.input}
          type="search"
          aria-label="Search campaigns"
          placeholder={CAMPAIGN_LIST_TEXTS.searchPlaceholder}
          value={vm.list.searchText}
          onChange={(event) => vm.list.searchTyped(event.target.value)}
        />
        <Link className={styles.primary} to="/campaign/new">
          New Campaign
        </Link>
      </div>
      {vm.successText && (
        <div role="status" className={styles.success}>
          {vm.successText}
        </div>
      )}
      {vm.noAccount ? (
        <p className={styles.notice}>{vm.noAccount}</p>
      ) : (
        <>
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
          {vm.emptyState ? (
            <div className={styles.empty}>
              <h2>{vm.emptyState.title}</h2>
              {vm.emptyState.hint && <p>{vm.emptyState.hint}</p>}
            </div>
          ) : (
            <CampaignTable vm={vm} />
          )}
          <PaginationBar list={vm.list} label="Campaigns" />
        </>
      )}
      {vm.pendingDelete && (
        <ConfirmDelete
          title="Delete campaign"
          question={deleteCampaignQuestion(vm.pendingDelete.name)}
          onCancel={() => vm.deleteCancelled()}
          onConfirm={() => void vm.deleteConfirmed()}
        />
      )}
    </div>
  );
});

export default CampaignsPage;
