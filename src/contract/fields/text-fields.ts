/**
 * A record's free-text fields edited in a dialog (a folder's "Notes", issue 33), declared once as
 * plain data: the contract's schemas, the app's type, reader and row actions and the demo
 * backend's record, answer and route all read the declaration, so a new field is one entry. A
 * field has the same name on the wire and in the app: the name is typed once.
 */
export interface TextField {
  /** The field's words: the row menu's "Edit <label>", the dialog's label, the contract's description. */
  readonly label: string;
  /** The most characters it holds; the dialog and the backend refuse more. */
  readonly maxLength: number;
  /** A multi-line box of this many rows; one line when absent. */
  readonly rows?: number;
}

export type TextFields = Readonly<Record<string, TextField>>;

/** The declared fields' values, each optional: a record that never had one has none. */
export type TextFieldValues<Fields extends TextFields> = { [Name in keyof Fields]?: string };

/** The declared fields' texts a record holds, and nothing else of it. */
export function textFieldValues<Fields extends TextFields>(
  fields: Fields,
  record: object,
): TextFieldValues<Fields> {
  const values: Record<string, string> = {};
  for (const name of Object.keys(fields)) {
    const value = (record as Record<string, unknown>)[name];
    if (typeof value === 'string') values[name] = value;
  }
  return values as TextFieldValues<Fields>;
}
