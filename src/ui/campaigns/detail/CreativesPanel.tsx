import { observer } from 'mobx-react-lite';
import { ChosenFiles, UploadList } from '../../common/uploads/UploadProgress';
import { ErrorNote } from '../../kit/ErrorNote';
import { choiceLabel, choiceValue, Options } from '../../kit/form/Options';
import kit from '../../kit/Kit.module.css';
import common from '../common/Campaigns.module.css';
import { uploadSourcesOf } from '../create/file-sources';
import type { CampaignDetailViewModel } from './CampaignDetailViewModel';

/** Creative upload for the campaign's destination (spec 2 §4.3, §5). */
export const CreativesPanel = observer(function CreativesPanel({ vm }: { vm: CampaignDetailViewModel }) {
  const { actions } = vm;
  const form = actions.creatives;
  return (
    <section className={common.card} aria-label="Creatives">
      <h2>Creatives</h2>
      <div className={common.toolbar}>
        {form.typeChoices.length > 0 && (
          <label>
            Creative type{' '}
            <select
              className={kit.input}
              value={form.creativeType}
              onChange={(event) => form.typeChosen(event.target.value)}
            >
              <Options items={form.typeChoices} toValue={choiceValue} toLabel={choiceLabel} />
            </select>
          </label>
        )}
        <label>
          Creative files ({form.accepted.join(', ')}){' '}
          <input
            key={form.pickCount}
            type="file"
            multiple
            accept={form.accepted.join(',')}
            onChange={(event) => form.filesPicked(uploadSourcesOf(event.target.files))}
          />
        </label>
        <button
          type="button"
          className={kit.primary}
          disabled={form.uploading || actions.creativesBlocked}
          onClick={() => void actions.creativesUploadClicked()}
        >
          {actions.creativeButton}
        </button>
      </div>
      {form.uploading ? (
        <UploadList
          files={form.progress}
          onCancel={(key) => form.uploadCancelled(key)}
          label="Creatives uploading"
        />
      ) : (
        <ChosenFiles
          files={form.chosen}
          onRemove={(key) => form.fileRemoved(Number(key))}
          label="Chosen creatives"
        />
      )}
      {vm.assignmentCountdown.text && (
        <p className={common.notice}>
          Assigning creatives:{' '}
          <span role="timer" aria-label="Estimated time remaining for the creatives assignment">
            {vm.assignmentCountdown.text}
          </span>
        </p>
      )}
      {actions.creativesBlocked && (
        <p className={common.notice}>Creatives can be uploaded once processing has finished.</p>
      )}
      <ErrorNote text={form.error} />
    </section>
  );
});
