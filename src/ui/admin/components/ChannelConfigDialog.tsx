import { observer } from 'mobx-react-lite';
import type { ChannelConfigForm } from '../tabs/ChannelForms';
import styles from './Admin.module.css';
import { AdminDialog } from './AdminDialog';

/** The channel config modal: fields typed by the channel type, secrets masked with show/hide. */
export const ChannelConfigDialog = observer(function ChannelConfigDialog({
  form,
  onSubmit,
  onClose,
}: {
  form: ChannelConfigForm;
  onSubmit(): void;
  onClose(): void;
}) {
  const type = form.type;
  return (
    <AdminDialog
      title={form.existing ? 'Edit Channel' : 'Add Channel'}
      submitLabel={form.existing ? 'Update Channel' : 'Create Channel'}
      error={form.error}
      busy={form.saving}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <label className={styles.field}>
        Name
        <input required value={form.name} onChange={(event) => form.changed({ name: event.target.value })} />
      </label>
      <label className={styles.field}>
        Channel Type
        <select
          value={form.typeId}
          disabled={!!form.existing}
          required
          onChange={(event) => form.typeChosen(event.target.value)}
        >
          <option value="">Select a channel type</option>
          {form.typeOptions.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </label>
      {type?.fields.map((field) => {
        const value = form.fields[field.field_name];
        const label = `${field.field_label}${field.is_required ? ' *' : ''}`;
        if (field.field_type === 'boolean') {
          return (
            <label key={field.id} className={styles.checkRow}>
              <input
                type="checkbox"
                checked={value === true}
                onChange={(event) => form.fieldChanged(field.field_name, event.target.checked)}
              />
              {label}
            </label>
          );
        }
        const masked = form.isMasked(field.field_name);
        return (
          <div key={field.id} className={styles.field}>
            <label htmlFor={`channel-field-${field.id}`}>{label}</label>
            <div className={styles.actions}>
              <input
                id={`channel-field-${field.id}`}
                type={field.field_type === 'number' ? 'number' : masked ? 'password' : 'text'}
                required={field.is_required}
                autoComplete="off"
                value={typeof value === 'string' ? value : ''}
                onChange={(event) => form.fieldChanged(field.field_name, event.target.value)}
              />
              {form.isSecret(field.field_name) && (
                <button
                  type="button"
                  className={styles.button}
                  aria-label={`${masked ? 'Show' : 'Hide'} ${field.field_label}`}
                  onClick={() => form.revealToggled(field.field_name)}
                >
                  {masked ? 'Show' : 'Hide'}
                </button>
              )}
            </div>
          </div>
        );
      })}
    </AdminDialog>
  );
});
