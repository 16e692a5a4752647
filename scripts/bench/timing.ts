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
