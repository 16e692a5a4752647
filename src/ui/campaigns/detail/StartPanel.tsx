import { observer } from 'mobx-react-lite';
import { UploadList } from '../../common/uploads/UploadProgress';
import kit from '../../kit/Kit.module.css';
import common from '../common/Campaigns.module.css';
import { DropZone } from '../create/DropZone';
import type { CampaignDetailViewModel } from './CampaignDetailViewModel';

/** Start Orchestration before any run (spec 2 §4.3, §5): the IO PDF and the launch template JSON. */
export const StartPanel = observer(function StartPanel({ vm }: { vm: CampaignDetailViewModel }) {
  const { actions } = vm;
  return (
    <section className={common.card} aria-label="Start orchestration">
      <h2>Start Orchestration</h2>
      <p className={common.notice}>Progress: 0%</p>
      <DropZone label="Orchestration files" onFiles={(files) => void actions.filesAdded(files)} />
      <UploadList files={actions.uploads.files} onCancel={(key) => actions.uploads.cancelled(key)} />
      {actions.addedFiles.length > 0 && (
        <p className={common.notice}>
          Added: {actions.addedFiles.map((file) => file.originalName ?? file.gcsPath).join(', ')}
        </p>
      )}
      {vm.texts.startNotices.map((problem) => (
        <p key={problem} className={common.notice}>
          {problem}
        </p>
      ))}
      <button
        type="button"
        className={kit.primary}
        disabled={vm.startDisabled}
        aria-describedby={vm.texts.startHint ? 'start-hint' : undefined}
        onClick={() => void actions.startClicked()}
      >
        Start Orchestration
      </button>
      {vm.texts.startHint && (
        <p id="start-hint" className={common.notice}>
          {vm.texts.startHint}
        </p>
      )}
    </section>
  );
});
