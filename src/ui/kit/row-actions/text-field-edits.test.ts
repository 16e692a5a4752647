import { describe, expect, it } from 'vitest';
import { failed, type Outcome, succeeded } from '../../../core/use-cases/outcome';
import { textFieldEdits } from './text-field-edits';

interface Folder {
  id: string;
  name: string;
  notes?: string;
}

const DECLARED = { notes: { label: 'Notes', maxLength: 20, rows: 4 } };

function folders(options: { allowed?: boolean; answer?: Outcome<unknown> } = {}) {
  const rows: Folder[] = [
    { id: 'f1', name: 'Q4', notes: 'Holiday push' },
    { id: 'f2', name: 'Archive' },
  ];
  const sent: { id: string; values: Readonly<Record<string, string>> }[] = [];
  let reloads = 0;
  const fields = textFieldEdits<Folder>(DECLARED, {
    find: (id) => rows.find((row) => row.id === id),
    allowed: () => options.allowed ?? true,
    save: async (row, values) => {
      sent.push({ id: row.id, values });
      return options.answer ?? succeeded();
    },
    saved: () => {
      reloads += 1;
    },
    failed: 'Failed to update folder',
  });
  return { fields, sent, reloads: () => reloads };
}

describe('"Edit <label>" for each declared text field', () => {
  it("is offered under the field's label, opening with the row's text, or empty without one", () => {
    const { fields } = folders();
    expect(fields.offered).toEqual([{ name: 'notes', label: 'Notes' }]);
    fields.started('f1', 'notes');
    expect(fields.edit.text).toBe('Holiday push');
    expect(fields.edit.declared).toMatchObject({ label: 'Notes', maxLength: 20, rows: 4 });
    fields.started('f2', 'notes');
    expect(fields.edit.text).toBe('');
  });

  it('sends the edited field alone under its declared name, then the list reads its rows again', async () => {
    const { fields, sent, reloads } = folders();
    fields.started('f2', 'notes');
    fields.edit.typed('Old campaigns');
    await fields.edit.submitted();
    expect(sent).toEqual([{ id: 'f2', values: { notes: 'Old campaigns' } }]);
    expect(fields.edit.isOpen).toBe(false);
    expect(reloads()).toBe(1);
  });

  it("holds the text to the declared limit and says the list's words when the save fails", async () => {
    const { fields, sent } = folders({ answer: failed('unavailable', 'down') });
    fields.started('f2', 'notes');
    fields.edit.typed('x'.repeat(21));
    await fields.edit.submitted();
    expect(fields.edit.error).toBe('Notes can be at most 20 characters.');
    expect(sent).toEqual([]);
    fields.edit.typed('Short');
    await fields.edit.submitted();
    expect(fields.edit.error).toBe('Failed to update folder');
  });

  it('is not offered to a user who may not change the list', () => {
    expect(folders({ allowed: false }).fields.offered).toEqual([]);
  });
});
