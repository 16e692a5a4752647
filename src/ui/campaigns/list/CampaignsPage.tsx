import { observer } from 'mobx-react-lite';
import { Link, useSearchParams } from 'react-router-dom';
import { idOf, nameOf, Options } from '../../kit/form/Options';
import kit from '../../kit/Kit.module.css';
import { AccountListPage } from '../common/AccountListPage';
import styles from '../common/Campaigns.module.css';
import { MoveDialog } from '../common/MoveDialog';
import { MOVE_DIALOG_TEXTS } from '../common/move-texts';
import { useAccountList } from '../common/useAccountList';
import type { CampaignsListViewModel } from './CampaignsListViewModel';
import { CampaignTable } from './CampaignTable';
import { CAMPAIGN_LIST_TEXTS, deleteCampaignQuestion } from './campaign-texts';

const KEEP_IN_ADDRESS = ['folderId'] as const;

const FolderFilter = observer(function FolderFilter({ vm }: { vm: CampaignsListViewModel }) {
  const [, setParams] = useSearchParams();
  return (
    <select
      className={kit.input}
      aria-label="Folder"
      value={vm.folderId ?? ''}
      onChange={(event) => {
        const folderId = event.target.value || null;
        setParams(folderId ? { folderId } : {}, { replace: true });
        void vm.folderChosen(folderId);
      }}
    >
      <Options blank={CAMPAIGN_LIST_TEXTS.allFolders} items={vm.folders} toValue={idOf} toLabel={nameOf} />
    </select>
  );
});

/** Ticking rows and "Move to folder" for those ticked (our addition, issue 20). */
const Selection = observer(function Selection({ vm }: { vm: CampaignsListViewModel }) {
  if (!vm.mayChange || vm.rows.length === 0) return null;
  const count = vm.selected.length;
  return (
    <div className={styles.toolbar}>
      <label className={styles.toolbar}>
        <input
          type="checkbox"
          checked={vm.allOnPageSelected}
          onChange={(event) => vm.pageSelected(event.target.checked)}
        />
        Select all on this page
      </label>
      <span>{count} selected</span>
      <button
        type="button"
        className={kit.button}
        disabled={count === 0}
        onClick={() => void vm.moveSelectedClicked()}
      >
        {MOVE_DIALOG_TEXTS.title}
      </button>
    </div>
  );
});

/** /campaigns and /campaigns?folderId={id} (spec 2 §2.5). */
const CampaignsPage = observer(function CampaignsPage() {
  const vm = useAccountList('campaigns', KEEP_IN_ADDRESS);
  return (
    <AccountListPage
      vm={vm}
      title={vm.folderName ?? 'Campaigns'}
      noun="Campaigns"
      search={{ label: 'Search campaigns', placeholder: CAMPAIGN_LIST_TEXTS.searchPlaceholder }}
      before={
        vm.folderName && (
          <nav className={styles.breadcrumb} aria-label="Breadcrumb">
            <Link to="/folders">All Folders</Link>
            <span aria-hidden="true">/</span>
            <span aria-current="page">{vm.folderName}</span>
          </nav>
        )
      }
      controls={
        <>
          <FolderFilter vm={vm} />
          <Link className={kit.primary} to="/campaign/new">
            New Campaign
          </Link>
        </>
      }
      banner={
        vm.successText && (
          <div role="status" className={styles.success}>
            {vm.successText}
          </div>
        )
      }
      confirm={{ title: 'Delete campaign', question: (campaign) => deleteCampaignQuestion(campaign.name) }}
    >
      <MoveDialog move={vm.move} />
      {vm.emptyState ? (
        <div className={kit.empty}>
          <h2>{vm.emptyState.title}</h2>
          {vm.emptyState.hint && <p>{vm.emptyState.hint}</p>}
        </div>
      ) : (
        <>
          <Selection vm={vm} />
          <CampaignTable vm={vm} />
        </>
      )}
    </AccountListPage>
  );
});

export default CampaignsPage;
