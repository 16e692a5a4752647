import { action, makeObservable, observable, runInAction } from 'mobx';
import type { Failure, Outcome } from '../../../core/use-cases/outcome';
import { Confirmation } from '../Confirmation';
import { type FailureWording, failureText } from '../failure-text';
import { OptimisticChanges } from './OptimisticChanges';

interface RowAction<Row> {
  /** Whether the user may take this action now (a permission); checked at every intent. */
  allowed?(): boolean;
  /** What a failure says (failure-text.ts's rule)… */
  failed?: FailureWording;
  /** …or, where the words name the row, what a failure of this row says. */
  failedFor?(row: Row): FailureWording;
}

export interface RenameAction<Row> extends RowAction<Row> {
  /** The name the row will show, or null when the input changes nothing (blank, unchanged). */
  planned(row: Row, input: string): string | null;
  /** The row's fields once renamed, shown while the rename is saved. */
  shown(name: string): Partial<Row>;
  save(row: Row, input: string): Promise<Outcome<unknown>>;
  saved?(row: Row, name: string): void | Promise<void>;
}

export interface PinAction<Row> extends RowAction<Row> {
  pinned(row: Row): boolean;
  shown(pinned: boolean): Partial<Row>;
  save(row: Row, pinned: boolean): Promise<Outcome<unknown>>;
  saved?(row: Row, pinned: boolean): void | Promise<void>;
}

export interface RemoveAction<Row> extends RowAction<Row> {
  /** Why the row cannot be removed now ('Please unpin the chat before removing it.'), or null. */
  blocked?(row: Row): string | null;
  save(row: Row): Promise<Outcome<unknown>>;
  removed?(row: Row): void | Promise<void>;
}

/** A list's row actions, declared once per list: which exist, how each saves, what a failure says. */
export interface RowActionsDeclaration<Row> {
  idOf(row: Row): string;
  /** The row as the list has it now, or undefined when it is gone. */
  find(id: string): Row | undefined;
  rename?: RenameAction<Row>;
  pin?: PinAction<Row>;
  remove?: RemoveAction<Row>;
}

/**
 * Rename, pin and delete-with-confirmation of a list's rows, written once for folders,
 * campaigns, chats, briefcase files and the admin tables (issue 19). A rename or pin shows at
 * once and is undone when its save fails; a delete waits for the user's yes; every failure ends
 * in the list's one error line.
 */
export class RowActions<Row> {
  /** The row whose name is being edited. */
  renamingId: string | null = null;
  /** The last action's problem, shown until dismissed or the next action. */
  error: string | null = null;
  readonly deletion = new Confirmation<Row>();
  private readonly changes: OptimisticChanges<Row>;

  constructor(private readonly declaration: RowActionsDeclaration<Row>) {
    this.changes = new OptimisticChanges(declaration.idOf);
    makeObservable(this, {
      renamingId: observable,
      error: observable,
      renameStarted: action,
      renameCancelled: action,
      deleteRequested: action,
      reported: action,
      errorDismissed: action,
    });
  }

  /** The rows as shown: with the renames and pins still saving (or saved since the last load). */
  shown<R extends Row>(rows: readonly R[]): readonly R[] {
    return this.changes.appliedTo(rows);
  }

  /** Fresh rows arrived: they carry every saved change. */
  settled(): void {
    this.changes.settled();
  }

  /** The panel starts afresh: nothing pending, nothing shown over the rows. */
  cleared(): void {
    this.changes.cleared();
    runInAction(() => {
      this.renamingId = null;
      this.error = null;
    });
    this.deletion.cancel();
  }

  /** A click on the name, a double-click or the menu's Rename. */
  renameStarted(id: string): void {
    if (!this.may(this.declaration.rename) || !this.declaration.find(id)) return;
    this.renamingId = id;
    this.error = null;
  }

  /** Escape. */
  renameCancelled(): void {
    this.renamingId = null;
  }

  /** Enter or leaving the field: a blank or unchanged name only leaves edit mode. */
  async renameCommitted(id: string, input: string): Promise<void> {
    const rename = this.declaration.rename;
    runInAction(() => {
      if (this.renamingId === id) this.renamingId = null;
    });
    const row = this.current(id);
    if (!rename || !row || !this.may(rename)) return;
    const name = rename.planned(row, input);
    if (name === null) return;
    this.reported(null);
    const outcome = await this.changes.save(id, rename.shown(name), () => rename.save(row, input));
    if (!outcome.ok) this.reported(this.wording(rename, row, outcome));
    else await rename.saved?.(row, name);
  }

  /** Pin or Unpin in the row's menu. */
  async pinToggled(id: string): Promise<void> {
    const pin = this.declaration.pin;
    const row = this.current(id);
    if (!pin || !row || !this.may(pin)) return;
    this.reported(null);
    const pinned = !pin.pinned(row);
    const outcome = await this.changes.save(id, pin.shown(pinned), () => pin.save(row, pinned));
    if (!outcome.ok) this.reported(this.wording(pin, row, outcome));
    else await pin.saved?.(row, pinned);
  }

  /** Delete in the row's menu: the question comes first, unless a rule blocks the delete. */
  deleteRequested(row: Row): void {
    const remove = this.declaration.remove;
    if (!remove || !this.may(remove)) return;
    // As shown now: a chat unpinned a moment ago may be removed although its save is on its way.
    const shown = this.current(this.declaration.idOf(row)) ?? row;
    const blocked = remove.blocked?.(shown) ?? null;
    this.error = blocked;
    if (!blocked) this.deletion.ask(shown);
  }

  deleteCancelled(): void {
    this.deletion.cancel();
  }

  /** The user said yes: the row is deleted, or the error says why not. */
  async deleteConfirmed(): Promise<Outcome<unknown> | null> {
    const remove = this.declaration.remove;
    const row = this.deletion.take();
    if (!remove || !row) return null;
    const outcome = await remove.save(row);
    if (!outcome.ok) this.reported(this.wording(remove, row, outcome));
    else {
      this.reported(null);
      await remove.removed?.(row);
    }
    return outcome;
  }

  /** Another action of the list failed (or succeeded: null): the same error line says so. */
  reported(text: string | null): void {
    this.error = text;
  }

  errorDismissed(): void {
    this.error = null;
  }

  private current(id: string): Row | undefined {
    const row = this.declaration.find(id);
    return row === undefined ? undefined : this.changes.applied(row);
  }

  private may(declared: RowAction<Row> | undefined): boolean {
    return declared !== undefined && (declared.allowed?.() ?? true);
  }

  private wording(declared: RowAction<Row>, row: Row, failure: Failure): string {
    return failureText(failure, declared.failedFor?.(row) ?? declared.failed ?? failure.message);
  }
}
