import { type ChangeLogCopy, copyChangeLog, restoreChangeLog } from './changes';
import type { DemoData } from './types';

/**
 * A request's changes as one step (issue 27: a refused write changes nothing). A handler checks
 * everything first — reads, access, every field — and only then calls `commit` with the changes,
 * which run synchronously: no other request's code runs in between, so they reach the journal in
 * one group. Should the changes throw all the same (a bug), every change made through the data
 * API (collections.ts, `replaceContent`, ids) is undone and nothing waits to be saved.
 */
interface Transaction {
  undo: (() => void)[];
}

let open: Transaction | null = null;

export function commit<T>(data: DemoData, apply: () => T): T {
  if (open) return apply();
  const transaction: Transaction = { undo: [] };
  const sequence = data.sequence;
  const pending: ChangeLogCopy = copyChangeLog(data);
  open = transaction;
  try {
    const result = apply();
    if (result instanceof Promise) throw new Error('A commit runs synchronously: await before it, not in it');
    return result;
  } catch (error) {
    for (const step of transaction.undo.reverse()) step();
    data.sequence = sequence;
    restoreChangeLog(data, pending);
    throw error;
  } finally {
    open = null;
  }
}

/** How to take back a change just made, should the commit it belongs to fail. */
export function onRollback(step: () => void): void {
  open?.undo.push(step);
}

/**
 * Gives `record` the content of `draft` (a changed copy): fields set, fields the draft dropped
 * removed, in place so every index and reference keeps the same object. Undone with its commit.
 */
export function replaceContent<T extends object>(record: T, draft: T): void {
  const before = { ...record };
  const assign = (target: T, source: T) => {
    for (const key of Object.keys(target))
      if (!(key in source)) delete (target as Record<string, unknown>)[key];
    Object.assign(target, source);
  };
  assign(record, draft);
  onRollback(() => assign(record, before as T));
}
