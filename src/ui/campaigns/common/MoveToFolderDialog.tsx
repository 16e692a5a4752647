import { observer } from 'mobx-react-lite';
import dialog from '../../kit/dialogs/Dialog.module.css';
import { FormDialog } from '../../kit/dialogs/FormDialog';
import kit from '../../kit/Kit.module.css';
import type { MoveToFolder } from './MoveToFolder';
import { MOVE_DIALOG_TEXTS } from './move-texts';

/** The folder picker of "Move to folder" (Radix dialog): the campaigns named, a folder, Move. */
const MoveToFolderDialog = observer(function MoveToFolderDialog({ move }: { move: MoveToFolder }) {
  const campaigns = move.campaigns ?? [];
  return (
    <FormDialog
      title={MOVE_DIALOG_TEXTS.title}
      submitLabel={MOVE_DIALOG_TEXTS.submit}
      error={move.error}
      busy={move.busy}
      onSubmit={() => void move.confirmed()}
      onClose={() => move.cancelled()}
    >
      <p>
        {campaigns.length === 1
          ? `"${campaigns[0]?.name}"`
          : `${campaigns.length} campaigns: ${campaigns.map((c) => c.name).join(', ')}`}
      </p>
      <label className={dialog.field}>
        {MOVE_DIALOG_TEXTS.folderLabel}
        <select
          className={kit.input}
          value={move.folderId ?? ''}
          onChange={(event) => move.folderChosen(event.target.value)}
        >
          <option value="">{MOVE_DIALOG_TEXTS.choose}</option>
          {move.folders.map((folder) => (
            <option key={folder.id} value={folder.id}>
              {folder.name}
            </option>
          ))}
        </select>
      </label>
    </FormDialog>
  );
});

export default MoveToFolderDialog;
