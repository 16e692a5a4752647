import { type FieldDraft, fieldDraftOf, isSecretField } from '../../../core/domain/admin/channel-fields';
import type { ChannelConfig, ChannelType } from '../../../core/domain/admin/entities';
import { ADMIN_TEXTS } from '../../../core/domain/admin/texts';
import { quoting } from '../../kit/failure-text';
import { EntityForm } from '../../kit/form/EntityForm';
import type { FieldSpec } from '../../kit/form/fields';
import type { AdminDeps } from '../AdminDeps';

type FieldKey = `field:${string}`;

/** Name and type, and one value per field of the chosen type (under `field:<name>`). */
export type ChannelValues = { name: string; typeId: string } & { [key: FieldKey]: string | boolean };

const key = (fieldName: string): FieldKey => `field:${fieldName}`;

function withFields(values: { name: string; typeId: string }, draft: FieldDraft): ChannelValues {
  return {
    ...values,
    ...Object.fromEntries(Object.entries(draft).map(([name, value]) => [key(name), value])),
  };
}

function draftOf(type: ChannelType, values: ChannelValues): FieldDraft {
  return Object.fromEntries(type.fields.map((field) => [field.name, values[key(field.name)] ?? '']));
}

/**
 * The channel config dialog (spec 3 §5): its fields follow the chosen type, the type is fixed on
 * edit, secret fields are masked; the use case enforces name, type and each required field.
 */
export function channelConfigForm(
  deps: AdminDeps,
  existing: ChannelConfig | null,
  types: readonly ChannelType[],
): EntityForm<ChannelValues> {
  const typeOf = (typeId: string) => types.find((type) => type.id === typeId) ?? null;
  const stored = existing ? typeOf(existing.typeId) : null;
  return new EntityForm<ChannelValues>({
    title: existing ? 'Edit Channel' : 'Add Channel',
    submitLabel: existing ? 'Update Channel' : 'Create Channel',
    editing: existing !== null,
    initial: withFields(
      { name: existing?.name ?? '', typeId: existing?.typeId ?? '' },
      stored ? fieldDraftOf(stored, existing?.fieldValues) : {},
    ),
    adjusted: (next, previous) => {
      if (next.typeId === previous.typeId) return next;
      if (existing) return { ...next, typeId: previous.typeId };
      const type = typeOf(next.typeId);
      return withFields({ name: next.name, typeId: next.typeId }, type ? fieldDraftOf(type) : {});
    },
    save: (values) => {
      const type = typeOf(values.typeId);
      return deps.useCases.saveChannelConfig.execute({
        userId: deps.actor.userId,
        existing,
        name: values.name,
        type,
        fields: type ? draftOf(type, values) : {},
      });
    },
    failed: quoting(ADMIN_TEXTS.saveChannelFailed),
  });
}

/** Name, type, then the type's own fields: booleans as checkboxes, secrets masked. */
export function channelConfigFields(
  form: EntityForm<ChannelValues>,
  types: readonly ChannelType[],
): FieldSpec<ChannelValues>[] {
  const type = types.find((candidate) => candidate.id === form.values.typeId);
  return [
    { kind: 'text', name: 'name', label: 'Name', required: true },
    {
      kind: 'select',
      name: 'typeId',
      label: 'Channel Type',
      placeholder: 'Select a channel type',
      required: true,
      disabled: form.editing,
      choices: types.map((option) => ({ value: option.id, label: option.name })),
    },
    ...(type?.fields ?? []).map((field): FieldSpec<ChannelValues> => {
      const label = `${field.label}${field.required ? ' *' : ''}`;
      if (field.type === 'boolean') return { kind: 'checkbox', name: key(field.name), label };
      return {
        kind: 'text',
        name: key(field.name),
        label,
        id: `channel-field-${field.id}`,
        required: field.required,
        ...(field.type === 'number' ? { type: 'number' as const } : { secret: isSecretField(field.name) }),
      };
    }),
  ];
}

/** Whether a field is masked now (secret and not shown), as the dialog draws it. */
export function isMasked(form: EntityForm<ChannelValues>, fieldName: string): boolean {
  return isSecretField(fieldName) && !form.isRevealed(key(fieldName));
}

/** Sets a field of the type's own, by its name. */
export function fieldChanged(
  form: EntityForm<ChannelValues>,
  fieldName: string,
  value: string | boolean,
): void {
  form.changed({ [key(fieldName)]: value } as Partial<ChannelValues>);
}
