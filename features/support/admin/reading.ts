import type { SidekickWorld } from '../world';

/** What the page shows once it fits, looking again for a few seconds in the browser (lists reload after a save). */
export async function eventually<T>(
  world: SidekickWorld,
  read: () => Promise<T>,
  fits: (value: T) => boolean,
): Promise<T> {
  const giveUpAt = Date.now() + (world.usesBrowser ? 5_000 : 0);
  let value = await read();
  while (!fits(value) && Date.now() < giveUpAt) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  return value;
}

/** The items of a step's comma-separated list. */
export const listOf = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
