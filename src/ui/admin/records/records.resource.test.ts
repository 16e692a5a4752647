import { describe, expect, it } from 'vitest';
import { NOTICES } from '../../../contract/records/testing/notices';
import type { EntityForm } from '../../kit/form/EntityForm';
import { adminHarness } from '../testing/admin-harness';
import type { RecordValues } from './records.resource';
import { recordsTab } from './records-tab';

const MOVE = { id: 'notice-2', values: { title: 'Move day', day: '2027-03-01' } };
const CLOSED = { id: 'notice-1', values: { title: 'Office closed', day: '2027-01-01' } };

async function openNotices() {
  const harness = adminHarness({ isSuperAdmin: true }, { listRecords: [MOVE, CLOSED] });
  return { ...harness, notices: await harness.opened((deps) => recordsTab(NOTICES).create(deps)) };
}

describe("a plain admin collection's tab, from its declaration", () => {
  it('is named by its declaration, for the access it declares', () => {
    const { id, label, superAdminOnly } = recordsTab(NOTICES);
    expect({ id, label, superAdminOnly }).toEqual({
      id: 'notices',
      label: NOTICES.label,
      superAdminOnly: true,
    });
  });

  it('shows a column per field, sorted by the first, and reads its own collection', async () => {
    const { notices, admin } = await openNotices();
    expect(notices.view.columns.map((column) => column.header)).toEqual(['Title', 'Day']);
    expect(notices.collection.rows.map((record) => record.values.title)).toEqual([
      'Move day',
      'Office closed',
    ]);
    expect(admin.callsOf('listRecords')).toEqual([['u-alex', 'notices']]);
  });

  it('adds a record from a form of its fields, the day a date input', async () => {
    const { notices, admin } = await openNotices();
    notices.view.add?.pressed();
    const form = notices.collection.form as EntityForm<RecordValues>;
    expect(form.title).toBe('Add Notice');
    expect(notices.view.fields?.(form)).toEqual([
      { kind: 'text', name: 'title', label: 'Title', required: true },
      { kind: 'text', name: 'day', label: 'Day', required: true, type: 'date' },
    ]);
    form.changed({ title: 'Closed', day: '2027-04-01' });
    await notices.collection.formSubmitted();
    expect(admin.callsOf('saveRecord')).toEqual([
      ['u-alex', 'notices', null, { title: 'Closed', day: '2027-04-01' }],
    ]);
  });

  it('edits a row with its values, and deletes one after asking, naming it', async () => {
    const { notices, admin, pass } = await openNotices();
    const [edit, remove] = notices.view.buttons ?? [];
    expect(edit?.name(MOVE)).toBe('Edit notice Move day');
    edit?.pressed(MOVE);
    const form = notices.collection.form as EntityForm<RecordValues>;
    expect([form.title, form.values]).toEqual(['Edit Notice', MOVE.values]);
    form.changed({ title: 'Moving day' });
    await notices.collection.formSubmitted();
    expect(admin.callsOf('saveRecord')).toEqual([
      ['u-alex', 'notices', 'notice-2', { title: 'Moving day', day: '2027-03-01' }],
    ]);
    expect(notices.view.confirm?.question(CLOSED)).toBe('Delete the notice Office closed?');
    await remove?.pressed(CLOSED);
    const deleted = notices.collection.actions.deleteConfirmed();
    // The list reloads after the delete, past the admin tables' load delay.
    for (const _ of [1, 2, 3]) await pass();
    await deleted;
    expect(admin.callsOf('deleteRecord')).toEqual([['u-alex', 'notices', 'notice-1']]);
  });
});
