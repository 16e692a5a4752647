import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import dialog from '../dialogs/Dialog.module.css';
import kit from '../Kit.module.css';
import type { EntityForm } from './EntityForm';
import type { FieldSpec } from './fields';
import { choiceLabel, choiceValue, Options } from './Options';

type Values = Record<string, unknown>;

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

const Field = observer(function Field({ form, spec }: { form: EntityForm<Values>; spec: FieldSpec<Values> }) {
  const fallbackId = useId();
  switch (spec.kind) {
    case 'note':
      return <p className={dialog.hint}>{spec.text}</p>;
    case 'checkbox':
      return (
        <label className={dialog.checkRow}>
          <input
            type="checkbox"
            checked={form.values[spec.name] === true}
            onChange={(event) => form.changed({ [spec.name]: event.target.checked })}
          />
          {spec.label}
        </label>
      );
    case 'checklist': {
      const held = (form.values[spec.name] as readonly string[] | undefined) ?? [];
      return (
        <fieldset className={dialog.checkList}>
          <legend>{spec.legend}</legend>
          {spec.choices.length === 0 && spec.empty && <p className={dialog.hint}>{spec.empty}</p>}
          {spec.choices.map((choice) => (
            <label key={choice.value} className={dialog.checkRow}>
              <input
                type="checkbox"
                checked={held.includes(choice.value)}
                onChange={(event) => form.toggled(spec.name, choice.value, event.target.checked)}
              />
              {choice.label}
              {choice.detail && (
                <>
                  {' '}
                  <code>{choice.detail}</code>
                </>
              )}
            </label>
          ))}
        </fieldset>
      );
    }
    case 'select':
      return (
        <label className={dialog.field}>
          {spec.label}
          <select
            className={kit.input}
            value={text(form.values[spec.name])}
            required={spec.required}
            disabled={spec.disabled || spec.busy}
            aria-busy={spec.busy === undefined ? undefined : spec.busy}
            onChange={(event) => form.changed({ [spec.name]: event.target.value })}
          >
            <Options
              blank={spec.placeholder}
              items={spec.choices}
              toValue={choiceValue}
              toLabel={choiceLabel}
            />
          </select>
        </label>
      );
    case 'text': {
      const id = spec.id ?? fallbackId;
      const masked = spec.secret && !form.isRevealed(spec.name);
      const common = {
        id,
        className: kit.input,
        value: text(form.values[spec.name]),
        required: spec.required,
        readOnly: spec.readOnly,
        'aria-readonly': spec.readOnly || undefined,
        onChange: (event: { target: { value: string } }) => form.changed({ [spec.name]: event.target.value }),
      };
      return (
        <div className={dialog.field}>
          <label htmlFor={id}>{spec.label}</label>
          {spec.rows ? (
            <textarea rows={spec.rows} {...common} />
          ) : (
            <span className={kit.actions}>
              <input
                type={spec.type ?? (masked ? 'password' : 'text')}
                autoComplete={spec.secret ? 'off' : undefined}
                {...common}
              />
              {spec.secret && (
                <button
                  type="button"
                  className={kit.button}
                  aria-label={`${masked ? 'Show' : 'Hide'} ${spec.label.replace(/ \*$/, '')}`}
                  onClick={() => form.revealToggled(spec.name)}
                >
                  {masked ? 'Show' : 'Hide'}
                </button>
              )}
            </span>
          )}
        </div>
      );
    }
  }
});

/** The fields a screen declared for its dialog, bound to the form's values. */
export const FormFields = observer(function FormFields<V extends object>({
  form,
  fields,
}: {
  form: EntityForm<V>;
  fields: readonly FieldSpec<V>[];
}) {
  return (
    <>
      {fields.map((spec) => (
        <Field
          key={spec.kind === 'note' ? spec.text : spec.name}
          form={form as unknown as EntityForm<Values>}
          spec={spec as FieldSpec<Values>}
        />
      ))}
    </>
  );
});
