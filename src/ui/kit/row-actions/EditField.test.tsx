// @vitest-environment happy-dom
import '../../test-setup/dom';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { failed, type Outcome, succeeded } from '../../../core/use-cases/outcome';
import { EditField } from './EditField';
import { FieldEdits } from './FieldEdits';

interface Folder {
  id: string;
  name: string;
  notes: string;
}

/** A folder list whose "Notes" save answers what the test says, and remembers what it was sent. */
function folders(answer: (text: string) => Outcome<unknown>) {
  const rows: Folder[] = [{ id: 'f1', name: 'Q4', notes: 'Holiday push' }];
  const sent: string[] = [];
  const actions = new FieldEdits<Folder>({
    find: (id) => rows.find((row) => row.id === id),
    fields: {
      notes: {
        label: 'Notes',
        maxLength: 500,
        rows: 4,
        value: (row) => row.notes,
        save: async (row, text) => {
          sent.push(text);
          const outcome = answer(text);
          if (outcome.ok) row.notes = text;
          return outcome;
        },
        failed: (words) => `Failed to update folder: ${words}`,
      },
    },
  });
  render(<EditField edit={actions.edit} />);
  return { actions, rows, sent };
}

// The dialog's code loads on first use: the first test waits for it longer than the default.
const notesBox = () => screen.findByRole('textbox', { name: 'Notes' }, { timeout: 5000 });
const save = () => act(() => fireEvent.click(screen.getByRole('button', { name: 'Save' })));

afterEach(cleanup);

describe('"edit a field", a row action declared by its label and limit', () => {
  it('is offered in the row menu under its label and opens with the row text', async () => {
    const { actions } = folders(() => succeeded());
    expect(actions.offered).toEqual([{ name: 'notes', label: 'Notes' }]);
    act(() => actions.started('f1', 'notes'));
    expect(((await notesBox()) as HTMLTextAreaElement).value).toBe('Holiday push');
    expect(screen.getByRole('dialog', { name: 'Edit Notes' })).toBeTruthy();
  });

  it('saves the trimmed text and closes', async () => {
    const { actions, rows, sent } = folders(() => succeeded());
    act(() => actions.started('f1', 'notes'));
    fireEvent.change(await notesBox(), { target: { value: '  Launch on Monday ' } });
    await save();
    expect(sent).toEqual(['Launch on Monday']);
    expect(rows[0]?.notes).toBe('Launch on Monday');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the dialog and the text when the save fails, with the failure in its words', async () => {
    const { actions } = folders(() => failed('unavailable', 'Service unavailable'));
    act(() => actions.started('f1', 'notes'));
    fireEvent.change(await notesBox(), { target: { value: 'Launch on Monday' } });
    await save();
    expect(screen.getByRole('alert').textContent).toBe('Failed to update folder: Service unavailable');
    expect(((await notesBox()) as HTMLTextAreaElement).value).toBe('Launch on Monday');
  });

  it('holds the text to its limit and refuses a longer one before sending it', async () => {
    const { actions, sent } = folders(() => succeeded());
    act(() => actions.started('f1', 'notes'));
    expect((await notesBox()).getAttribute('maxlength')).toBe('500');
    act(() => actions.edit.typed('x'.repeat(501)));
    await save();
    expect(sent).toEqual([]);
    expect(screen.getByRole('alert').textContent).toBe('Notes can be at most 500 characters.');
  });

  it('is not offered, and does not open, when the user may not edit the field', () => {
    const rows: Folder[] = [{ id: 'f1', name: 'Q4', notes: '' }];
    const actions = new FieldEdits<Folder>({
      find: (id) => rows.find((row) => row.id === id),
      fields: {
        notes: {
          label: 'Notes',
          maxLength: 500,
          allowed: () => false,
          value: (row) => row.notes,
          save: async () => succeeded(),
        },
      },
    });
    actions.started('f1', 'notes');
    expect(actions.offered).toEqual([]);
    expect(actions.edit.isOpen).toBe(false);
  });
});
