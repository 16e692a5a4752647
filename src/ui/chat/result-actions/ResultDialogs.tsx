import { observer } from 'mobx-react-lite';
import { AskAssistantDialog, EditDetailsDialog, RejectDialog } from '../dialogs';
import type { ResultActionsViewModel } from './ResultActionsViewModel';

/** The dialog a result's action opened: 'Help Us Improve', 'Ask Assistant' or 'Update … Details'. */
const ResultDialogs = observer(function ResultDialogs({ actions }: { actions: ResultActionsViewModel }) {
  const common = {
    onOpenChange: (open: boolean) => actions.dialogOpenChanged(open),
    busy: actions.busy,
  };
  const editDialog = actions.editDialog;
  return (
    <>
      <RejectDialog
        {...common}
        open={actions.openDialog === 'reject'}
        onSubmit={(reason) => actions.rejectionSubmitted(reason)}
      />
      <AskAssistantDialog
        {...common}
        open={actions.openDialog === 'ask-assistant'}
        onSubmit={(question) => actions.questionSubmitted(question)}
      />
      {editDialog && (
        <EditDetailsDialog
          {...common}
          variant={editDialog.target}
          open={actions.openDialog === 'edit'}
          initialText={actions.editPrefill}
          onSubmit={(instructions) => actions.editSubmitted(instructions)}
        />
      )}
    </>
  );
});

export default ResultDialogs;
