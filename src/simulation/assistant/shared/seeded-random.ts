/**
 * A small seeded pseudo-random source (mulberry32). The assistant derives every "random" choice
 * from the request's seed so that the mock server, the memory profile and the tests answer alike;
 * a hand-rolled generator keeps faker's locale data out of the browser bundle.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** `count` distinct elements (fewer when the list is shorter), in a random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** A string of `length` decimal digits, never starting with 0. */
  digits(length: number): string;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new Error('pick() needs a non-empty list');
    return item;
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    const chosen: T[] = [];
    while (chosen.length < count && pool.length > 0) {
      chosen.push(...pool.splice(int(0, pool.length - 1), 1));
    }
    return chosen;
  };
  return {
    next,
    int,
    pick,
    sample,
    chance: (p) => next() < p,
    digits: (length) => String(int(1, 9)) + Array.from({ length: length - 1 }, () => int(0, 9)).join(''),
  };
}
