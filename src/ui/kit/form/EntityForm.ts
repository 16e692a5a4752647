import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { Outcome } from '../../../core/use-cases/outcome';
import { type FailureWording, failureText } from '../failure-text';

export interface EntityFormDeclaration<Values> {
  /** 'Add New Role' / 'Edit Role'. */
  title: string;
  /** 'Create Role' / 'Update Role'. */
  submitLabel: string;
  initial: Values;
  /** Whether it edits a row that exists (a key then stays as it is), rather than adding one. */
  editing?: boolean;
  /** Keeps the values coherent after a change (a non-Admin role keeps only the first account). */
  adjusted?(next: Values, previous: Values): Values;
  /** Saves the values; the use case checks the spec's rules and answers their words. */
  save(values: Values): Promise<Outcome<unknown>>;
  failed: FailureWording;
}

/**
 * An add or edit dialog's state (spec 3 §5: a failed save keeps the form and says why): the
 * values the user typed, whether it is saving, and the error in the spec's words.
 */
export class EntityForm<Values extends object> {
  values: Values;
  error: string | null = null;
  saving = false;
  /** Secret fields the user chose to show. */
  revealed: ReadonlySet<string> = new Set();

  constructor(private readonly declaration: EntityFormDeclaration<Values>) {
    this.values = declaration.initial;
    makeObservable(this, {
      values: observableRef,
      error: observable,
      saving: observable,
      revealed: observableRef,
      changed: action,
      revealToggled: action,
      errorShown: action,
    });
  }

  get editing(): boolean {
    return this.declaration.editing ?? false;
  }

  get title(): string {
    return this.declaration.title;
  }

  get submitLabel(): string {
    return this.declaration.submitLabel;
  }

  /** The user edited fields of the form. */
  changed(patch: Partial<Values>): void {
    const next = { ...this.values, ...patch };
    this.values = this.declaration.adjusted ? this.declaration.adjusted(next, this.values) : next;
  }

  /** A checkbox of a list field (a role's permissions, an admin's accounts) turned on or off. */
  toggled(field: keyof Values, value: string, on: boolean): void {
    const current = (this.values[field] as readonly string[] | undefined) ?? [];
    const others = current.filter((held) => held !== value);
    this.changed({ [field]: on ? [...others, value] : others } as Partial<Values>);
  }

  revealToggled(field: string): void {
    const next = new Set(this.revealed);
    if (!next.delete(field)) next.add(field);
    this.revealed = next;
  }

  isRevealed(field: string): boolean {
    return this.revealed.has(field);
  }

  /** Something the form needs failed to load: it says so, in the screen's words. */
  errorShown(text: string | null): void {
    this.error = text;
  }

  /** Save: answers whether it was saved; otherwise the form stays with its error. */
  async submitted(): Promise<boolean> {
    if (this.saving) return false;
    runInAction(() => {
      this.saving = true;
      this.error = null;
    });
    const outcome = await this.declaration.save(this.values);
    runInAction(() => {
      this.saving = false;
      if (!outcome.ok) this.error = failureText(outcome, this.declaration.failed);
    });
    return outcome.ok;
  }
}
