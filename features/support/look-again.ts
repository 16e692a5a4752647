import { letTimePass } from './interactions/letTimePass';
import type { SidekickWorld } from './world';

const LOOK_EVERY_MS = 200;

/**
 * What the page shows once it fits, looked at again every 200 ms for a few seconds (lists reload
 * after a save; a failed save is undone, a failed load said, once the page's retries are spent).
 * In the browser the seconds are real; at the view-model level the scenario's clock moves them,
 * as it moves the page's own waits (its retries among them).
 */
export async function lookAgainUntil<T>(
  world: SidekickWorld,
  read: () => Promise<T>,
  fits: (value: T) => boolean,
  withinMs = 5_000,
): Promise<T> {
  let value = await read();
  for (let waited = 0; !fits(value) && waited < withinMs; waited += LOOK_EVERY_MS) {
    if (world.usesBrowser) await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS));
    else await world.actorInTheSpotlight.attemptsTo(letTimePass(LOOK_EVERY_MS));
    value = await read();
  }
  return value;
}
