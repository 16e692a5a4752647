import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import dialog from '../dialogs/Dialog.module.css';
import { FormDialog } from '../dialogs/FormDialog';
import kit from '../Kit.module.css';
import type { FieldEdit } from './FieldEdit';

/** The "edit a field" dialog of a row (Radix, through FormDialog): the text, its limit, Save. */
const EditFieldDialog = observer(function EditFieldDialog<Row>({ edit }: { edit: FieldEdit<Row> }) {
  const id = useId();
  const field = edit.declared;
  if (!field) return null;
  const common = {
    id,
    className: kit.input,
    value: edit.text,
    maxLength: field.maxLength,
    readOnly: edit.saving,
    onChange: (event: { target: { value: string } }) => edit.typed(event.target.value),
  };
  return (
    <FormDialog
      title={`Edit ${field.label}`}
      submitLabel="Save"
      error={edit.error}
      busy={edit.saving}
      onSubmit={() => void edit.submitted()}
      onClose={() => edit.cancelled()}
    >
      <div className={dialog.field}>
        <label htmlFor={id}>{field.label}</label>
        {field.rows ? <textarea rows={field.rows} {...common} /> : <input type="text" {...common} />}
        <span className={dialog.hint}>
          {edit.text.length}/{field.maxLength}
        </span>
      </div>
    </FormDialog>
  );
});

export default EditFieldDialog;
