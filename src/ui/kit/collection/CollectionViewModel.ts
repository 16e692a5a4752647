import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { Outcome } from '../../../core/use-cases/outcome';
import { type FailureWording, failureText } from '../failure-text';
import type { EntityForm } from '../form/EntityForm';
import { type RemoveAction, RowActions } from '../row-actions/RowActions';
import { LocalCollection, type LocalCollectionOptions } from './LocalCollection';

export interface CollectionDeclaration<Row, Column extends string>
  extends Omit<LocalCollectionOptions<Row, Column>, 'loaded'> {
  rowId(row: Row): string;
  /** Delete (after confirmation); the list loads again once it is done. */
  remove?: Omit<RemoveAction<Row>, 'removed'>;
}

/**
 * A collection screen (spec 3's admin tables): its rows, the add/edit dialog, delete with
 * confirmation, and the one error line every action reports to. Each tab declares what differs.
 */
export class CollectionViewModel<Row, Column extends string = string> {
  readonly list: LocalCollection<Row, Column>;
  readonly actions: RowActions<Row>;
  /** The open add or edit dialog. */
  form: EntityForm<object> | null = null;
  /** What the last action achieved, in the spec's words ('User was added as an admin…'). */
  notice: string | null = null;

  readonly rowId: (row: Row) => string;

  constructor(declaration: CollectionDeclaration<Row, Column>) {
    this.rowId = declaration.rowId;
    this.list = new LocalCollection<Row, Column>({ ...declaration, loaded: () => this.actions.settled() });
    this.actions = new RowActions<Row>({
      idOf: declaration.rowId,
      find: (id) => this.list.all.find((row) => declaration.rowId(row) === id),
      ...(declaration.remove ? { remove: { ...declaration.remove, removed: () => this.load() } } : {}),
    });
    makeObservable(this, {
      form: observableRef,
      notice: observable,
      rows: computed,
      formOpened: action,
      formClosed: action,
    });
  }

  /** The rows drawn, with any change still saving. */
  get rows(): readonly Row[] {
    return this.actions.shown(this.list.rows);
  }

  /** The error line: a failed action, else the failed load (which offers Retry). */
  get error(): string | null {
    return this.actions.error;
  }

  load(): Promise<void> {
    return this.list.load();
  }

  formOpened<Values extends object>(form: EntityForm<Values>): void {
    this.form = form;
    this.actions.reported(null);
  }

  formClosed(): void {
    this.form = null;
  }

  /** The dialog's Save: closed and the list loaded again once saved; kept with its error otherwise. */
  async formSubmitted(): Promise<boolean> {
    const form = this.form;
    if (!form || !(await form.submitted())) return false;
    runInAction(() => {
      if (this.form === form) this.form = null;
    });
    void this.load();
    return true;
  }

  /** Any other action of the screen (a toggle): a failure goes to the error line, success clears it. */
  async attempt<T>(run: () => Promise<Outcome<T>>, failed: FailureWording): Promise<Outcome<T>> {
    const outcome = await run();
    this.actions.reported(outcome.ok ? null : failureText(outcome, failed));
    return outcome;
  }

  /** Says what an action achieved (or nothing). */
  noticed(text: string | null): void {
    runInAction(() => {
      this.notice = text;
    });
  }

  dispose(): void {
    this.list.dispose();
  }
}
