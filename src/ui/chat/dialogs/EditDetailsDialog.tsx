import { validateEditInstructions } from '../../../core/domain/chat/validation-texts';
import { type EditDetailsVariant, editDetailsCopy } from './edit-variants';
import type { ResultDialogProps } from './result-dialog-props';
import { TextRequestDialog } from './TextRequestDialog';

export interface EditDetailsDialogProps extends ResultDialogProps {
  variant: EditDetailsVariant;
}

/**
 * 'Update Campaign Details', 'Update Creative Details' or 'Update Launch Configuration Details':
 * instructions for changing a result, pre-filled from the core's editPrefill via `initialText`.
 */
export function EditDetailsDialog({ variant, ...props }: EditDetailsDialogProps) {
  const copy = editDetailsCopy(variant);
  return (
    <TextRequestDialog
      {...props}
      title={copy.title}
      fieldLabel={copy.fieldLabel}
      submitLabel={copy.submitLabel}
      disableWhenEmpty={copy.disableWhenEmpty}
      validate={validateEditInstructions}
      rows={8}
    />
  );
}
