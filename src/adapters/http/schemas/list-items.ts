import * as z from 'zod/mini';
import { summariseIssues } from '../failures';

/**
 * What is left of one of the page's idle periods (requestIdleCallback's deadline); where nothing
 * else waits (Node), there is no end to it.
 */
export interface IdleTime {
  timeRemaining(): number;
  /** The period came because the wait timed out on a busy page: there is no idle time to measure. */
  readonly didTimeout?: boolean;
}

/** Adds one item of a list answer to `kept`, or drops and logs it when it does not read. */
export type ListItemReader<T> = (kept: T[], candidate: unknown, index: number) => void;

/**
 * How listOf reads each item: its fast path first, called directly (a zod parse per item costs
 * more than the plain checks it wraps, which counts in a list of ten thousand), else the lenient
 * schema; an item neither reads is dropped and logged, since one bad record must not blank a screen.
 */
export function listItemReader<T>(
  item: z.core.$ZodType<T>,
  what: string,
  fast?: (value: unknown) => T | undefined,
): ListItemReader<T> {
  return (kept, candidate, index) => {
    const quick = fast?.(candidate);
    if (quick !== undefined) {
      kept.push(quick);
      return;
    }
    const parsed = z.safeParse(item, candidate);
    if (parsed.success) kept.push(parsed.data);
    else
      console.warn(`Ignoring ${what} #${index} of an answer: ${summariseIssues(parsed.error, 1)}`, candidate);
  };
}

/** Items read between two looks at the clock. */
const ITEMS_PER_STEP = 100;
/** What a slice leaves of its idle period, for the work that follows it. */
const MARGIN_MS = 2;
/** A slice on a page too busy to be idle: short enough not to be noticed, long enough to finish. */
const BUSY_SLICE_MS = 10;

/**
 * Reads a long list's items in slices, each within one of the page's idle periods (`idle`), so
 * that ten thousand messages never hold the page up for long: a slice reads steps of items while
 * its period lasts, and at least one step (a period forced by a busy page counts as a short one).
 */
export async function readItemsInSlices<T>(
  items: readonly unknown[],
  read: ListItemReader<T>,
  idle: () => Promise<IdleTime>,
): Promise<T[]> {
  const kept: T[] = [];
  let index = 0;
  while (index < items.length) {
    const period = await idle();
    const busyUntil = period.didTimeout ? performance.now() + BUSY_SLICE_MS : undefined;
    const timeLeft = () => (busyUntil === undefined ? period.timeRemaining() : busyUntil - performance.now());
    do {
      const end = Math.min(items.length, index + ITEMS_PER_STEP);
      for (; index < end; index++) read(kept, items[index], index);
    } while (index < items.length && timeLeft() > MARGIN_MS);
  }
  return kept;
}
