import type { SidekickWorld } from './world';

/**
 * What the page shows once it fits: in the browser, read again every 200 ms for a few seconds
 * (lists reload after a save; a failed save is undone once its retries are spent). The view
 * models have settled when a step ends, so they are read once.
 */
export async function lookAgainUntil<T>(
  world: SidekickWorld,
  read: () => Promise<T>,
  fits: (value: T) => boolean,
  browserMs = 5_000,
): Promise<T> {
  const giveUpAt = Date.now() + (world.usesBrowser ? browserMs : 0);
  let value = await read();
  while (!fits(value) && Date.now() < giveUpAt) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  return value;
}
