import assert from 'node:assert/strict';
import { type DataTable, Then } from '@cucumber/cucumber';
import { openTheScreen } from '../support/accessibility/openTheScreen';
import { theFindingsOn } from '../support/accessibility/theFindings';
import type { SidekickWorld } from '../support/world';

/** A page load, a few clicks and an axe-core run per screen, up to thirty screens, on a busy machine. */
const SWEEP_TIMEOUT = 600_000;

/** Opens each screen listed in turn (a page, or a dialog or menu open on one; the names of features/support/accessibility/screens) and checks that axe-core finds no serious or critical violation and no two landmarks of one name on any; a table of one column of screen names, without a heading (browser level only). */
Then(
  'none of these screens has a serious accessibility violation:',
  { timeout: SWEEP_TIMEOUT },
  async function (this: SidekickWorld, screens: DataTable) {
    const actor = this.actorInTheSpotlight;
    const found: string[] = [];
    for (const screen of screens.raw().flat()) {
      await actor.attemptsTo(openTheScreen(screen));
      found.push(...(await actor.answer(theFindingsOn(screen))));
    }
    assert.deepEqual(found, []);
  },
);
