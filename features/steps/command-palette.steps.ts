import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { SHORTCUTS } from '../../src/ui/shortcuts/shortcuts';
import type { Actor } from '../support/actors/Actor';
import { labelsUnder, thePaletteGroups } from '../support/palette/questions/thePaletteOffers';
import { theShortcutRows } from '../support/palette/questions/theShortcutRows';
import { closeWithEscape, listTheShortcuts } from '../support/palette/tasks/listTheShortcuts';
import { openThePalette } from '../support/palette/tasks/openThePalette';
import { pressEnterInThePalette } from '../support/palette/tasks/pressEnterInThePalette';
import { typeAndSendWithTheKeyboard } from '../support/palette/tasks/typeAndSendWithTheKeyboard';
import { typeInThePalette } from '../support/palette/tasks/typeInThePalette';
import { list } from '../support/step-lists';
import type { SidekickWorld } from '../support/world';

// --- The command palette and the shortcuts (issue 31) -----------------------------------------

/** Opens the command palette with Ctrl+K. */
When('{actor} press(es) Ctrl+K', (actor: Actor) => actor.attemptsTo(openThePalette()));

/** Opens the command palette, types part of a name or a title, and opens the highlighted entry with Enter. */
When('{actor} press(es) Ctrl+K, type(s) {string} and press(es) Enter', (actor: Actor, text: string) =>
  actor.attemptsTo(openThePalette(), typeInThePalette(text), pressEnterInThePalette()),
);

/** Types into the open palette and opens the highlighted entry with Enter. */
When('{actor} type(s) {string} in the palette and press(es) Enter', (actor: Actor, text: string) =>
  actor.attemptsTo(typeInThePalette(text), pressEnterInThePalette()),
);

/** Types where the focus is and presses Enter, without a click: it sends only from the message box. */
When('{actor} type(s) {string} and press(es) Enter without the mouse', (actor: Actor, text: string) =>
  actor.attemptsTo(typeAndSendWithTheKeyboard(text)),
);

/** Presses ? with the focus outside any text field (browser level only). */
When('{actor} press(es) ?', (actor: Actor) => actor.attemptsTo(listTheShortcuts()));

/** Presses Escape: the open dialog closes (browser level only). */
When('{actor} press(es) Escape', (actor: Actor) => actor.attemptsTo(closeWithEscape()));

/** Checks the pages the open palette offers, in order, written "Status, Folders". */
Then('the palette offers the pages {string}', async function (this: SidekickWorld, pages: string) {
  const groups = await this.actorInTheSpotlight.answer(thePaletteGroups());
  assert.deepEqual(labelsUnder(groups, 'Pages'), list(pages));
});

/** Checks the open palette's first group: the recent picks, newest first, written "Status, Acme Q4". */
Then(
  'the palette offers first the recent picks {string}',
  async function (this: SidekickWorld, picks: string) {
    const [first] = await this.actorInTheSpotlight.answer(thePaletteGroups());
    assert.deepEqual(first, { group: 'Recent', labels: list(picks) });
  },
);

/** Checks that the shortcut list shows every row of the app's shortcut table: its keys and what they do. */
Then('the shortcut list shows every shortcut of the app', async function (this: SidekickWorld) {
  const rows = await this.actorInTheSpotlight.answer(theShortcutRows());
  assert.deepEqual(
    rows,
    SHORTCUTS.map((shortcut) => ({ keys: shortcut.keys.join(' + '), does: shortcut.does })),
  );
});
