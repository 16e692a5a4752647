import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { theConsoleLines } from '../support/questions/consoleLines';
import type { SidekickWorld } from '../support/world';

// What the spec has the product "only log" (spec 1 §8): the page's console, which a user never reads.

/** Checks that the page wrote a console line starting with that text, at any level (both levels). */
Then('the page logged {string}', async function (this: SidekickWorld, text: string) {
  const lines = await this.actorInTheSpotlight.answer(theConsoleLines());
  assert.ok(
    lines.some((line) => line.startsWith(text)),
    `"${text}" was not logged; the console holds: ${JSON.stringify(lines.slice(-10))}`,
  );
});
