import { type RecordCollection, type RecordField, titled } from '../../../contract/records/record-collection';
import type { AdminRecord } from '../../../core/domain/admin/entities';
import { quoting } from '../../kit/failure-text';
import { EntityForm } from '../../kit/form/EntityForm';
import type { FieldSpec } from '../../kit/form/fields';
import type { AdminDeps } from '../AdminDeps';
import { type AdminSection, adminCollection } from '../common/admin-section';
import { column, deleteButton, editButton } from '../common/table-parts';

/** A record's fields in the add/edit dialog, by name. */
export type RecordValues = Record<string, string>;

/**
 * The tab of a plain admin collection (src/contract/records), drawn from its declaration: a
 * column and a form field per declared field, sorted by the first, with Add, Edit and Delete.
 */
export function recordsSection(
  deps: AdminDeps,
  declared: RecordCollection,
): AdminSection<AdminRecord, RecordValues> {
  const { calls } = deps.useCases;
  const userId = () => deps.actor.userId;
  const fields = Object.entries<RecordField>(declared.fields);
  const [firstField = 'id'] = fields.map(([name]) => name);
  const one = titled(declared.one);
  const subject = (record: AdminRecord) => `${declared.one} ${record.values[firstField] ?? record.id}`;
  const columns = fields.map(([name, field]) =>
    column<AdminRecord>(name, field.label, (record) => record.values[name], { sort: 'text' }),
  );
  const collection = adminCollection<AdminRecord>(deps, {
    load: () => calls.execute('listRecords', userId(), declared.name),
    loadFailed: `Failed to load ${declared.name}. Please try again later.`,
    rowId: (record) => record.id,
    columns,
    initialSort: { column: firstField, direction: 'asc' },
    remove: {
      save: (record) => calls.execute('deleteRecord', userId(), declared.name, record.id),
      failed: quoting(`Failed to delete ${declared.one}: `),
    },
  });
  const openForm = (record: AdminRecord | null) =>
    collection.formOpened(
      new EntityForm<RecordValues>({
        title: record ? `Edit ${one}` : `Add ${one}`,
        submitLabel: record ? `Update ${one}` : `Add ${one}`,
        editing: record !== null,
        initial: Object.fromEntries(fields.map(([name]) => [name, record?.values[name] ?? ''])),
        save: (values) => calls.execute('saveRecord', userId(), declared.name, record?.id ?? null, values),
        failed: quoting(`Failed to save ${declared.one}: `),
      }),
    );
  const formFields: FieldSpec<RecordValues>[] = fields.map(([name, field]) => ({
    kind: 'text',
    name,
    label: field.label,
    ...(field.required ? { required: true } : {}),
    ...(field.kind === 'date' ? { type: 'date' as const } : {}),
  }));
  return {
    collection,
    view: {
      heading: declared.label,
      headingId: `${declared.name}-heading`,
      table: declared.label,
      add: { label: `Add ${one}`, pressed: () => openForm(null) },
      columns,
      buttons: [editButton(subject, openForm), deleteButton(collection, subject)],
      empty: { texts: [`No ${declared.name} yet`], addLabel: `Add First ${one}` },
      confirm: { title: `Delete ${declared.one}`, question: (record) => `Delete the ${subject(record)}?` },
      fields: () => formFields,
    },
  };
}
