import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { humanSize } from '../../../core/domain/campaigns/file-size';
import kit from '../../kit/Kit.module.css';
import { useSession } from '../../session/session-feature';
import common from '../common/Campaigns.module.css';
import { MoveDialog } from '../common/MoveDialog';
import { MOVE_DIALOG_TEXTS } from '../common/move-texts';
import { StatusBadge } from '../common/StatusBadge';
import { useCampaignScreen } from '../common/useCampaignScreen';
import { ActivityTimeline } from './ActivityTimeline';
import type { CampaignDetailViewModel } from './CampaignDetailViewModel';
import { CreativesPanel } from './CreativesPanel';
import styles from './Detail.module.css';
import { DETAIL_TEXTS } from './detail-texts';
import { browserDownloads } from './download-effects';
import { RunPanel } from './RunPanel';
import { StartPanel } from './StartPanel';

const Files = observer(function Files({ vm }: { vm: CampaignDetailViewModel }) {
  const files = vm.campaign?.files ?? [];
  if (files.length === 0) return null;
  return (
    <section className={common.card} aria-label="Uploaded files">
      <h2>Uploaded files</h2>
      <ul className={styles.files}>
        {files.map((file) => (
          <li key={file.id}>
            <span>{file.name}</span>
            <span className={common.notice}>{humanSize(file.size)}</span>
            <button
              type="button"
              className={common.link}
              aria-label={`Download ${file.name}`}
              onClick={() => void vm.actions.fileOpened(file.id)}
            >
              Download
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
});

const Problem = observer(function Problem({ vm }: { vm: CampaignDetailViewModel }) {
  const problem = vm.problem;
  if (!problem) return null;
  return (
    <div className={common.card} role="alert">
      <h1>{vm.texts.problemTitle}</h1>
      <p>{problem.text}</p>
      <div className={common.toolbar}>
        {problem.retry && (
          <button type="button" className={kit.button} onClick={() => void vm.load()}>
            Retry
          </button>
        )}
        <Link to="/campaigns">Back to Campaigns</Link>
      </div>
    </div>
  );
});

const Campaign = observer(function Campaign({ vm }: { vm: CampaignDetailViewModel }) {
  const campaign = vm.campaign;
  if (!campaign) return null;
  return (
    <>
      <header className={common.header}>
        <h1>{campaign.name}</h1>
        <StatusBadge status={campaign.status} />
        {vm.mayWrite && (
          <button type="button" className={kit.button} onClick={() => void vm.actions.moveClicked()}>
            {MOVE_DIALOG_TEXTS.title}
          </button>
        )}
      </header>
      <MoveDialog move={vm.actions.move} />
      {vm.texts.description && <p className={styles.description}>{vm.texts.description}</p>}
      <div className={styles.meta}>
        <span>Destination: {campaign.destination.toUpperCase()}</span>
        <span>{vm.texts.folder}</span>
        {campaign.advertiserId && <span>Advertiser: {campaign.advertiserId}</span>}
      </div>
      {vm.texts.readOnly && <p className={common.notice}>{vm.texts.readOnly}</p>}
      {campaign.files.length > 0 && (
        <p role="status" className={common.notice}>
          {campaign.files.length} asset(s) attached: {campaign.files.map((file) => file.name).join(', ')}
        </p>
      )}
      {vm.texts.processing && <p className={styles.bot}>{vm.texts.processing}</p>}
      {vm.actions.error && (
        <div role="alert" className={kit.error}>
          {vm.actions.error}
          <button type="button" className={common.link} onClick={() => vm.actions.errorDismissed()}>
            Dismiss
          </button>
        </div>
      )}
      {vm.texts.orphaned && (
        <p role="status" className={common.notice}>
          {vm.texts.orphaned}{' '}
          <button type="button" className={common.link} onClick={() => vm.checkAgainClicked()}>
            {DETAIL_TEXTS.checkAgain}
          </button>
        </p>
      )}
      {vm.run && <RunPanel vm={vm} />}
      {vm.texts.startPanelShown && <StartPanel vm={vm} />}
      {vm.showCreatives && <CreativesPanel vm={vm} />}
      <Files vm={vm} />
      <ActivityTimeline vm={vm} />
    </>
  );
});

/** /campaigns/{campaignId} (spec 2 §2.6). */
const CampaignDetailPage = observer(function CampaignDetailPage() {
  const createDetail = useCampaignScreen('detail');
  const session = useSession();
  const { campaignId } = useParams();
  const [vm] = useState(() => createDetail(browserDownloads));
  const accountId = session.actingAccountId;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reopens for another campaign or account
  useEffect(() => {
    void vm.opened(campaignId);
    return () => vm.dispose();
  }, [vm, campaignId, accountId]);

  return (
    <div className={common.page}>
      <nav className={common.breadcrumb} aria-label="Breadcrumb">
        <Link to="/campaigns">Back to Campaigns</Link>
      </nav>
      {vm.texts.loading && <p className={common.notice}>{vm.texts.loading}</p>}
      <Problem vm={vm} />
      {!vm.problem && <Campaign vm={vm} />}
    </div>
  );
});

export default CampaignDetailPage;
