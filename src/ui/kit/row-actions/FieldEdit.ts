import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { Outcome } from '../../../core/use-cases/outcome';
import { type FailureWording, failureText } from '../failure-text';

/**
 * A text field of a row edited in a dialog (a folder's "Notes", at most 500 characters): the
 * declaration is all a new editable field needs; the dialog, the limit and the failures are the
 * kit's.
 */
export interface EditFieldAction<Row> {
  /** The field's label, the dialog's title says "Edit <label>". */
  label: string;
  /** The most characters the field holds. */
  maxLength: number;
  /** A multi-line field of this many rows; one line when absent. */
  rows?: number;
  /** Whether the user may edit the field now (a permission); checked at every intent. */
  allowed?(): boolean;
  /** The text the dialog opens with. */
  value(row: Row): string;
  save(row: Row, text: string): Promise<Outcome<unknown>>;
  saved?(row: Row, text: string): void | Promise<void>;
  /** What a failed save says (failure-text.ts's rule); the server's words when absent. */
  failed?: FailureWording;
}

/** The spec gives no words for an over-long text; these name the field and its limit. */
export const tooLongText = (label: string, maxLength: number): string =>
  `${label} can be at most ${maxLength} characters.`;

/**
 * One open "edit a field" dialog: the text as typed, the save in flight and what went wrong. A
 * failed save keeps the dialog and the text, so nothing typed is lost; a saved one closes it.
 */
export class FieldEdit<Row> {
  text = '';
  error: string | null = null;
  saving = false;
  private row: Row | null = null;
  private field: EditFieldAction<Row> | null = null;

  constructor() {
    makeObservable<FieldEdit<Row>, 'row' | 'field'>(this, {
      text: observable,
      error: observable,
      saving: observable,
      row: observableRef,
      field: observableRef,
      isOpen: computed,
      declared: computed,
      started: action,
      typed: action,
      cancelled: action,
    });
  }

  get isOpen(): boolean {
    return this.field !== null;
  }

  /** The field being edited, for the dialog's label, limit and rows. */
  get declared(): EditFieldAction<Row> | null {
    return this.field;
  }

  started(row: Row, field: EditFieldAction<Row>): void {
    this.row = row;
    this.field = field;
    this.text = field.value(row);
    this.error = null;
    this.saving = false;
  }

  typed(text: string): void {
    this.text = text;
    this.error = null;
  }

  cancelled(): void {
    this.row = null;
    this.field = null;
  }

  /** Save: an over-long text is refused before it is sent; a failure stays in the dialog. */
  async submitted(): Promise<void> {
    const { row, field } = this;
    if (!row || !field || this.saving) return;
    if (field.allowed && !field.allowed()) return this.cancelled();
    const text = this.text.trim();
    if (text.length > field.maxLength) {
      runInAction(() => {
        this.error = tooLongText(field.label, field.maxLength);
      });
      return;
    }
    runInAction(() => {
      this.saving = true;
      this.error = null;
    });
    const outcome = await field.save(row, text);
    runInAction(() => {
      this.saving = false;
      if (!outcome.ok) this.error = failureText(outcome, field.failed ?? outcome.message);
    });
    if (!outcome.ok) return;
    runInAction(() => this.cancelled());
    await field.saved?.(row, text);
  }
}
