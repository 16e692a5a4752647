import type { Outcome } from '../../../core/use-cases/outcome';
import type { FailureWording } from '../failure-text';
import type { EditFieldAction } from './FieldEdit';
import { FieldEdits } from './FieldEdits';

/** What a declared text field says of itself (src/contract/fields/text-fields.ts). */
export interface DeclaredTextField {
  readonly label: string;
  readonly maxLength: number;
  readonly rows?: number;
}

/** A list's rows, and how their declared text fields are saved. */
export interface TextFieldEditsOf<Row> {
  find(id: string): Row | undefined;
  allowed(): boolean;
  /** Sends the one field edited, under its declared name. */
  save(row: Row, values: Readonly<Record<string, string>>): Promise<Outcome<unknown>>;
  saved?(): void | Promise<void>;
  failed: FailureWording;
}

/**
 * "Edit <label>" for every text field a record declares (issue 33): the declaration's label,
 * limit and rows make the dialog; the row's own value under the field's name opens it.
 */
export function textFieldEdits<Row extends object>(
  declared: Readonly<Record<string, DeclaredTextField>>,
  how: TextFieldEditsOf<Row>,
): FieldEdits<Row> {
  const fields: Record<string, EditFieldAction<Row>> = {};
  for (const [name, { label, maxLength, rows }] of Object.entries(declared)) {
    fields[name] = {
      label,
      maxLength,
      ...(rows === undefined ? {} : { rows }),
      allowed: how.allowed,
      value: (row) => textOf(row, name),
      save: (row, text) => how.save(row, { [name]: text }),
      ...(how.saved ? { saved: how.saved } : {}),
      failed: how.failed,
    };
  }
  return new FieldEdits<Row>({ find: how.find, fields });
}

function textOf(row: object, name: string): string {
  const value = (row as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}
