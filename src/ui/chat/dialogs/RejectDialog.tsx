import { validateRejectionReason } from '../../../core/domain/chat/validation-texts';
import type { ResultDialogProps } from './result-dialog-props';
import { TextRequestDialog } from './TextRequestDialog';

/** 'Help Us Improve': the reason a launch configuration was rejected, sent back to regenerate it. */
export function RejectDialog(props: ResultDialogProps) {
  return (
    <TextRequestDialog
      {...props}
      title="Help Us Improve"
      fieldLabel="Reason for rejection"
      submitLabel="Regenerate with Feedback"
      validate={validateRejectionReason}
    />
  );
}
