import { observer } from 'mobx-react-lite';
import type { EntityForm } from '../form/EntityForm';
import { FormFields } from '../form/FormFields';
import type { FieldSpec } from '../form/fields';
import { FormDialog } from './FormDialog';

export interface EntityFormDialogProps<Values extends object> {
  form: EntityForm<Values>;
  fields: readonly FieldSpec<Values>[];
  onSubmit(): void;
  onClose(): void;
}

/** An add/edit dialog for an EntityForm: its title, declared fields, error, Cancel and submit. */
const EntityFormDialog = observer(function EntityFormDialog<Values extends object>({
  form,
  fields,
  onSubmit,
  onClose,
}: EntityFormDialogProps<Values>) {
  return (
    <FormDialog
      title={form.title}
      submitLabel={form.submitLabel}
      error={form.error}
      busy={form.saving}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormFields form={form} fields={fields} />
    </FormDialog>
  );
});

export default EntityFormDialog;
