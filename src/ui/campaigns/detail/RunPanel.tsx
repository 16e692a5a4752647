import { observer } from 'mobx-react-lite';
import kit from '../../kit/Kit.module.css';
import common from '../common/Campaigns.module.css';
import type { CampaignDetailViewModel } from './CampaignDetailViewModel';
import styles from './Detail.module.css';
import { STAGE_STATE_WORDS } from './detail-texts';
import { SubTaskList } from './SubTaskList';

/** The progress panel (spec 2 §4.3): four stages, the overall indicator, Stop and the platform link. */
export const RunPanel = observer(function RunPanel({ vm }: { vm: CampaignDetailViewModel }) {
  const { actions } = vm;
  return (
    <section className={common.card} aria-label="Orchestration progress">
      <div className={common.header}>
        <h2>Orchestration</h2>
        <span className={kit.spacer} />
        <strong>
          <span className="visually-hidden">Overall progress: </span>
          {vm.runView.indicator}
        </strong>
        {vm.runView.mayStop && (
          <button
            type="button"
            className={kit.danger}
            disabled={actions.stopping}
            onClick={() => void actions.stopClicked()}
          >
            Stop
          </button>
        )}
      </div>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label="Campaign progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={vm.runView.percent}
      >
        <div className={styles.fill} style={{ width: `${vm.runView.percent}%` }} />
      </div>
      <ol className={styles.stages}>
        {vm.runView.stages.map((stage) => (
          <li
            key={stage.key}
            className={styles.stage}
            data-state={stage.state}
            aria-label={`${stage.label}: ${STAGE_STATE_WORDS[stage.state]}`}
          >
            <div>{stage.label}</div>
            <div>{STAGE_STATE_WORDS[stage.state]}</div>
          </li>
        ))}
      </ol>
      <SubTaskList vm={vm} />
      {vm.runView.platformLinks.map((link) => (
        <p key={link.url}>
          <a href={link.url} target="_blank" rel="noopener noreferrer">
            {link.label === 'View campaign on the platform'
              ? link.label
              : `View ${link.label} on the platform`}
          </a>
        </p>
      ))}
      {vm.runView.sdfFiles.length > 0 && vm.mayWrite && (
        <button
          type="button"
          className={kit.button}
          disabled={actions.downloading}
          onClick={() => void actions.sdfDownloadClicked()}
        >
          Download SDF files ({vm.runView.sdfFiles.length})
        </button>
      )}
      {vm.texts.runOutcome && <p className={common.notice}>{vm.texts.runOutcome}</p>}
    </section>
  );
});
