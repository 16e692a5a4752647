import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import type { SidekickWorld } from '../support/world';

/** The browser's downloads arrive a little after the page let them go; the page's own clock is exact. */
const LATE_BY_AT_MOST_MS = 250;

/** Checks that each file of the last SDF download came that many milliseconds after the one before (not sooner, and not much later). */
Then('the files came {int} ms apart', function (this: SidekickWorld, spacing: number) {
  const times = this.actorInTheSpotlight.recall<number[]>('saved at');
  assert.ok(times.length > 1, `Only ${times.length} file(s) came`);
  const gaps = times.slice(1).map((time, index) => time - (times[index] ?? time));
  for (const gap of gaps)
    assert.ok(
      gap >= spacing && gap < spacing + LATE_BY_AT_MOST_MS,
      `The files came ${gaps.join(', ')} ms apart`,
    );
});
