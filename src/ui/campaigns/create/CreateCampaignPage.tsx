import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CREATION_TEXTS } from '../../../core/domain/campaigns/creation-rules';
import { UploadProgress } from '../../common/uploads/UploadProgress';
import { ErrorNote } from '../../kit/ErrorNote';
import kit from '../../kit/Kit.module.css';
import { useSession } from '../../session/session-feature';
import common from '../common/Campaigns.module.css';
import { useCampaignScreen } from '../common/useCampaignScreen';
import styles from './CreateCampaign.module.css';
import type { CreateCampaignViewModel } from './CreateCampaignViewModel';
import { analysisText } from './creation-texts';
import { DestinationFields } from './DestinationFields';
import { DropZone } from './DropZone';
import { FolderPicker } from './FolderPicker';

const FileList = observer(function FileList({ vm }: { vm: CreateCampaignViewModel }) {
  const { files } = vm;
  return (
    <>
      {(files.items.length > 0 || files.uploads.busy) && (
        <ul className={styles.files} aria-label="Files">
          {files.items.map((item) => (
            <li key={item.key}>
              <span>{item.name}</span>
              <span className={styles.hint}>{files.sizeText(item)}</span>
              <span className={styles.hint}>{item.state === 'failed' ? 'Failed' : 'Uploaded'}</span>
              <button
                type="button"
                className={common.link}
                aria-label={`Remove ${item.name}`}
                onClick={() => files.removed(item.key)}
              >
                Remove
              </button>
            </li>
          ))}
          {files.uploads.files.map((file) => (
            <UploadProgress key={file.key} file={file} onCancel={(key) => files.uploadCancelled(key)} />
          ))}
        </ul>
      )}
      <ErrorNote text={files.error} />
      {vm.analysis && (
        <p className={styles.hint} role="status">
          {analysisText(vm.analysis)}
        </p>
      )}
    </>
  );
});

const CreationForm = observer(function CreationForm({ vm }: { vm: CreateCampaignViewModel }) {
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void vm.submitted();
      }}
    >
      <FolderPicker vm={vm.folderPicker} />
      <div className={styles.field}>
        <label htmlFor="campaign-name">Campaign name</label>
        <input
          id="campaign-name"
          className={kit.input}
          value={vm.name}
          onChange={(event) => vm.nameTyped(event.target.value)}
        />
      </div>
      <DestinationFields vm={vm} />
      <DropZone label="Campaign files" onFiles={(files) => void vm.filesAdded(files)} />
      <FileList vm={vm} />
      <ErrorNote text={vm.error} />
      {vm.problem && (
        <p className={styles.hint} id="create-problem">
          {vm.problem}
        </p>
      )}
      <div className={styles.row}>
        <button type="button" className={kit.button} onClick={() => vm.cancelled()}>
          Cancel
        </button>
        <button
          type="submit"
          className={kit.primary}
          disabled={vm.submitDisabled}
          aria-describedby={vm.problem ? 'create-problem' : undefined}
        >
          {vm.submitting ? 'Creating…' : 'Create Campaign'}
        </button>
      </div>
    </form>
  );
});

/** /campaign/new, "Create New Campaign" (spec 2 §2.3). */
const CreateCampaignPage = observer(function CreateCampaignPage() {
  const createCreation = useCampaignScreen('creation');
  const session = useSession();
  const navigate = useNavigate();
  const [vm] = useState(() => createCreation());
  const accountId = session.actingAccountId;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the options follow the acting account
  useEffect(() => {
    void vm.opened();
  }, [vm, accountId]);
  useEffect(() => {
    if (vm.leaveTo) navigate(vm.leaveTo);
  }, [vm.leaveTo, navigate]);

  return (
    <div className={common.page}>
      <div className={common.header}>
        <h1>{CREATION_TEXTS.title}</h1>
      </div>
      {vm.whyNoForm ? (
        // No account yet is a step still to take; no permission is a refusal.
        <p role={vm.noAccount ? undefined : 'alert'} className={vm.noAccount ? common.notice : kit.error}>
          {vm.whyNoForm}
        </p>
      ) : (
        <>
          <ErrorNote text={vm.optionsError} />
          <CreationForm vm={vm} />
        </>
      )}
    </div>
  );
});

export default CreateCampaignPage;
