import { describe, expect, it } from 'vitest';
import { readTextFields } from './text-fields';

const NOTES = { notes: { label: 'Notes', maxLength: 10 } };

describe('the declared text fields of a request', () => {
  it('are read as sent, up to their limit; other fields are not read', () => {
    expect(readTextFields({ notes: 'Ten chars.', name: 'ignored' }, NOTES)).toEqual({ notes: 'Ten chars.' });
    expect(readTextFields({ is_pinned: true }, NOTES)).toEqual({});
  });

  it('are refused past their limit or when not a text, naming the field', () => {
    expect(() => readTextFields({ notes: 'Eleven char' }, NOTES)).toThrow(
      'notes is too long: the limit is 10 characters',
    );
    expect(() => readTextFields({ notes: 3 }, NOTES)).toThrow('notes must be a string');
  });
});
