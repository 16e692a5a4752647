import { RECORD_COLLECTIONS } from '../../../../src/contract/records';
import { type RecordCollection, titled } from '../../../../src/contract/records/record-collection';
import type { AdminRecord } from '../../../../src/core/domain/admin/entities';
import type { AdminDashboardViewModel } from '../../../../src/ui/admin/AdminDashboardViewModel';
import type { AdminSection } from '../../../../src/ui/admin/common/admin-section';
import type { RecordValues } from '../../../../src/ui/admin/records/records.resource';
import { interaction } from '../../interactions/Interaction';
import type { BrowserAdmin } from '../BrowserAdmin';
import { onTheAdmin } from '../drivers';

/**
 * Adding, editing and deleting the records of a plain admin collection (src/contract/records),
 * named as the scenarios name one of its records ("holiday"), its fields by their labels.
 */

/** The record kinds as a pattern for a step's words: 'holiday|…'. */
export const RECORD_KINDS = (RECORD_COLLECTIONS as readonly RecordCollection[])
  .map(({ one }) => one)
  .join('|');

function collectionOf(one: string): RecordCollection {
  const found = (RECORD_COLLECTIONS as readonly RecordCollection[]).find(
    (collection) => collection.one === one,
  );
  if (!found) throw new Error(`No admin collection keeps a ${one}`);
  return found;
}

function sectionOf(dashboard: AdminDashboardViewModel, collection: RecordCollection) {
  return (dashboard.tab as (id: string) => unknown)(collection.name) as AdminSection<
    AdminRecord,
    RecordValues
  >;
}

/** The values by field name, from values by field label. */
function byName(collection: RecordCollection, byLabel: Readonly<Record<string, string>>): RecordValues {
  return Object.fromEntries(
    Object.entries(collection.fields).flatMap(([name, field]) =>
      field.label in byLabel ? [[name, byLabel[field.label] ?? '']] : [],
    ),
  );
}

function rowNamed(
  section: AdminSection<AdminRecord, RecordValues>,
  collection: RecordCollection,
  name: string,
) {
  const [first = ''] = Object.keys(collection.fields);
  const row = section.collection.list.all.find((record) => record.values[first] === name);
  if (!row) throw new Error(`No ${collection.one} ${name}`);
  return row;
}

async function fillAndSave(
  admin: BrowserAdmin,
  opener: string,
  byLabel: Readonly<Record<string, string>>,
  save: string,
) {
  const dialog = await admin.opensDialog(admin.page.getByRole('button', { name: opener }));
  for (const [label, value] of Object.entries(byLabel)) await dialog.getByLabel(label).fill(value);
  await dialog.getByRole('button', { name: save }).click();
  await admin.saved();
}

/** Add on the collection's tab, the fields given by label, then the form's save. */
export const addTheRecord = (one: string, byLabel: Readonly<Record<string, string>>) =>
  interaction(
    `add a ${one}`,
    onTheAdmin({
      async viewModel(admin) {
        const collection = collectionOf(one);
        const section = sectionOf(admin.dashboard, collection);
        section.view.add?.pressed();
        section.collection.form?.changed(byName(collection, byLabel));
        await section.collection.formSubmitted();
        await admin.pause();
      },
      browser: (admin) => fillAndSave(admin, `Add ${titled(one)}`, byLabel, `Add ${titled(one)}`),
    }),
  );

/** Edit on the row named so (by its first field), the fields given by label, then the form's save. */
export const editTheRecord = (one: string, name: string, byLabel: Readonly<Record<string, string>>) =>
  interaction(
    `edit the ${one} ${name}`,
    onTheAdmin({
      async viewModel(admin) {
        const collection = collectionOf(one);
        const section = sectionOf(admin.dashboard, collection);
        section.view.buttons
          ?.find((button) => button.label === 'Edit')
          ?.pressed(rowNamed(section, collection, name));
        section.collection.form?.changed(byName(collection, byLabel));
        await section.collection.formSubmitted();
        await admin.pause();
      },
      browser: (admin) => fillAndSave(admin, `Edit ${one} ${name}`, byLabel, `Update ${titled(one)}`),
    }),
  );

/** Delete on the row named so, confirmed. */
export const deleteTheRecord = (one: string, name: string) =>
  interaction(
    `delete the ${one} ${name}`,
    onTheAdmin({
      async viewModel(admin) {
        const collection = collectionOf(one);
        const section = sectionOf(admin.dashboard, collection);
        await admin.pressAndConfirm(
          section as AdminSection<AdminRecord, never>,
          'Delete',
          rowNamed(section, collection, name),
        );
      },
      browser: (admin) => admin.pressAndConfirm(`Delete ${one} ${name}`, 'Delete'),
    }),
  );
