import { action, makeObservable, observableRef, runInAction } from 'mobx';
import type { Outcome } from '../../../core/use-cases/outcome';

/**
 * Changes the user made to rows (a rename, a pin) shown at once, over the rows as they were
 * loaded, while their use case saves them. A save that fails undoes its change, so a list never
 * keeps showing what the server did not keep; fresh rows from the server settle the rest.
 */
export class OptimisticChanges<Row> {
  private patches: ReadonlyMap<string, Partial<Row>> = new Map();
  private readonly saving = new Map<string, number>();

  constructor(private readonly idOf: (row: Row) => string) {
    makeObservable<OptimisticChanges<Row>, 'patches' | 'patch'>(this, {
      patches: observableRef,
      patch: action,
      cleared: action,
      settled: action,
    });
  }

  /** The rows as the user last left them; the same array when nothing is changed. */
  appliedTo<R extends Row>(rows: readonly R[]): readonly R[] {
    if (this.patches.size === 0) return rows;
    return rows.map((row) => this.applied(row));
  }

  applied<R extends Row>(row: R): R {
    const patch = this.patches.get(this.idOf(row));
    return patch ? { ...row, ...patch } : row;
  }

  /**
   * Shows `change` at once and runs `save`. When it fails the change is undone (unless a later
   * change to the same row has taken over); the outcome is answered for the caller to word.
   */
  async save<T>(id: string, change: Partial<Row>, save: () => Promise<Outcome<T>>): Promise<Outcome<T>> {
    const previous = this.patches.get(id);
    const mine = { ...previous, ...change };
    this.patch(id, mine);
    this.saving.set(id, (this.saving.get(id) ?? 0) + 1);
    try {
      const outcome = await save();
      if (!outcome.ok)
        runInAction(() => {
          if (this.patches.get(id) === mine) this.patch(id, previous);
        });
      return outcome;
    } finally {
      const left = (this.saving.get(id) ?? 1) - 1;
      if (left > 0) this.saving.set(id, left);
      else this.saving.delete(id);
    }
  }

  /** Fresh rows arrived from the server: they hold every saved change; changes still saving stay. */
  settled(): void {
    if (this.patches.size === 0) return;
    this.patches = new Map([...this.patches].filter(([id]) => this.saving.has(id)));
  }

  /** Forgets every change, e.g. when a panel starts afresh. */
  cleared(): void {
    this.patches = new Map();
  }

  private patch(id: string, change: Partial<Row> | undefined): void {
    const next = new Map(this.patches);
    if (change) next.set(id, change);
    else next.delete(id);
    this.patches = next;
  }
}
