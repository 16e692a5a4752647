/** A figure over several runs: the median, and the best and worst runs beside it. */
export interface Spread {
  median: number;
  best: number;
  worst: number;
}

/** The spread of `values`; the best is the lowest unless `higherIsBetter` (a rate). */
export const spread = (values: readonly number[], higherIsBetter = false): Spread => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    median: sorted[Math.floor(sorted.length / 2)] ?? 0,
    best: (higherIsBetter ? sorted.at(-1) : sorted[0]) ?? 0,
    worst: (higherIsBetter ? sorted[0] : sorted.at(-1)) ?? 0,
  };
};

/** How many times `base` a figure is, as the bench prints it beside a budget ('1.24×'); '–' without a base. */
export function ratio(figure: number, base: number): string {
  return base > 0 ? `${(figure / base).toFixed(2)}×` : '–';
}

/** The p-th percentile (0..1) of durations in ms. */
export function percentile(durations: readonly number[], p: number): number {
  const sorted = [...durations].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

/** Times `call` `times` times with `concurrency` in flight; answers each duration in ms. */
export async function timeCalls(
  call: () => Promise<void>,
  times: number,
  concurrency = 1,
): Promise<number[]> {
  const durations: number[] = [];
  let started = 0;
  const worker = async () => {
    while (started < times) {
      started += 1;
      const t0 = performance.now();
      await call();
      durations.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return durations;
}

/** GET as a signed-in user, failing loudly on anything but 200. */
export async function getOk(url: string, headers: Record<string, string>): Promise<void> {
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
}
