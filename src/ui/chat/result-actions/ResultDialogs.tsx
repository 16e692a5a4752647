import { observer } from 'mobx-react-lite';
import { AskAssistantDialog, EditDetailsDialog, RejectDialog } from '../dialogs';
import type { ResultDialogsViewModel } from './ResultDialogsViewModel';

/** The dialog a result's action opened: 'Help Us Improve', 'Ask Assistant' or 'Update … Details'. */
const ResultDialogs = observer(function ResultDialogs({ dialogs }: { dialogs: ResultDialogsViewModel }) {
  const common = {
    onOpenChange: (open: boolean) => dialogs.openChanged(open),
    busy: dialogs.busy,
  };
  const editDialog = dialogs.editDialog;
  return (
    <>
      <RejectDialog
        {...common}
        open={dialogs.open === 'reject'}
        onSubmit={(reason) => dialogs.rejectionSubmitted(reason)}
      />
      <AskAssistantDialog
        {...common}
        open={dialogs.open === 'ask-assistant'}
        onSubmit={(question) => dialogs.questionSubmitted(question)}
      />
      {editDialog && (
        <EditDetailsDialog
          {...common}
          variant={editDialog.target}
          open={dialogs.open === 'edit'}
          initialText={dialogs.editPrefill}
          onSubmit={(instructions) => dialogs.editSubmitted(instructions)}
        />
      )}
    </>
  );
});

export default ResultDialogs;
