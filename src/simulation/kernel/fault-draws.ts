/** murmur3's finaliser: every input bit moves about half the output bits. */
function mix32(value: number): number {
  let hash = value;
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** FNV-1a over the text, mixed. */
function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return mix32(hash);
}

/** The seed of the demo's own faults (a scenario may give another). */
const DEMO_SEED = 'sidekick';

/** Two draws in [0, 1) for one call: whether it fails, and how (a 503 or a late answer). */
export interface FaultDraw {
  fails: number;
  late: number;
}

/**
 * The draws that decide which calls fault mode fails, the same run after run instead of
 * Math.random's. Each route (method and path) counts its own calls, so the calls of other routes
 * made in between — a poll, a read sent beside it — do not change which of its calls fail, and the
 * next try of a failed call draws afresh. Restarting (the rate was set) counts from the start
 * again: a scenario that sets the rate meets the same faults at every run.
 */
export class FaultDraws {
  private readonly calls = new Map<string, number>();

  constructor(private seed = DEMO_SEED) {}

  /** Counts every route's calls from the start again, under `seed` if one is given. */
  restart(seed?: string): void {
    if (seed !== undefined) this.seed = seed;
    this.calls.clear();
  }

  next(method: string, path: string): FaultDraw {
    const route = `${method.toUpperCase()} ${path}`;
    const count = (this.calls.get(route) ?? 0) + 1;
    this.calls.set(route, count);
    // splitmix32's step: successive counts of one route give unrelated draws.
    const drawn = mix32(mix32(hash32(`${this.seed}|${route}`) + Math.imul(count, 0x9e3779b9)));
    return { fails: drawn / 2 ** 32, late: mix32(drawn ^ 0x5bd1e995) / 2 ** 32 };
  }
}
