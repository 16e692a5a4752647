import { type EditFieldAction, FieldEdit } from './FieldEdit';

/** A list's text fields edited in a dialog, declared once: which rows, which fields by name. */
export interface FieldEditsDeclaration<Row> {
  /** The row as the list shows it now, or undefined when it is gone. */
  find(id: string): Row | undefined;
  /** By name ('notes'); the row menu offers "Edit <label>" for each. */
  fields: Readonly<Record<string, EditFieldAction<Row>>>;
}

/**
 * The "edit a field" row actions of a list (issue 33): a list that declares fields makes one,
 * hands it to its RowMenu and renders <EditField edit={…edit} />. Apart from RowActions so that
 * lists without fields (the chat sidebar, the admin tables) load none of it.
 */
export class FieldEdits<Row> {
  readonly edit = new FieldEdit<Row>();

  constructor(private readonly declaration: FieldEditsDeclaration<Row>) {}

  /** The fields the row menu offers now, under the names the declaration gives them. */
  get offered(): readonly { name: string; label: string }[] {
    return Object.entries(this.declaration.fields)
      .filter(([, field]) => field.allowed?.() ?? true)
      .map(([name, field]) => ({ name, label: field.label }));
  }

  /** "Edit <label>" in the row's menu: the dialog opens with the row's text as shown now. */
  started(id: string, name: string): void {
    const field = this.declaration.fields[name];
    const row = this.declaration.find(id);
    if (!field || !row || !(field.allowed?.() ?? true)) return;
    this.edit.started(row, field);
  }
}
