import { describe, expect, it } from 'vitest';
import { textFieldValues } from './text-fields';

const NOTES = { notes: { label: 'Notes', maxLength: 500 } };

describe("a record's declared text fields", () => {
  it('are the texts it holds under the declared names, nothing else of it', () => {
    expect(textFieldValues(NOTES, { id: 'f1', name: 'Q4', notes: 'For reports' })).toEqual({
      notes: 'For reports',
    });
  });

  it('are absent when the record never had one, or holds something else there', () => {
    expect(textFieldValues(NOTES, { id: 'f1' })).toEqual({});
    expect(textFieldValues(NOTES, { id: 'f1', notes: 42 })).toEqual({});
  });
});
