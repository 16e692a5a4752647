import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type { FileRef, RenameEnding } from '../support/briefcase/briefcase-words';
import { theNameOf, whetherPinned } from '../support/briefcase/questions/theFile';
import {
  theBriefcaseError,
  theNameOfTheRenamedFile,
  whatWasSavedSoFar,
  whetherTheNameIsBeingEdited,
} from '../support/briefcase/questions/theRename';
import type { RenameRecord } from '../support/briefcase/records';
import { renameTheFile } from '../support/briefcase/tasks/renameTheFile';
import { lookAgainUntil } from '../support/look-again';
import type { SidekickWorld } from '../support/world';

// Renaming and pinning a briefcase file (spec 1 §2, §4 "Rename").

function record(world: SidekickWorld): RenameRecord {
  return world.actorInTheSpotlight.recall<RenameRecord>('before renaming');
}

/** Renames a briefcase file by typing that name, then "presses Enter", "leaves the field" or "presses Escape" (what was saved before is kept for the checks after). */
When(
  'they rename {file} to {string} and {renameEnding}',
  async function (this: SidekickWorld, file: FileRef, typed: string, ending: RenameEnding) {
    const actor = this.actorInTheSpotlight;
    actor.remember<RenameRecord>('before renaming', {
      storedBefore: await actor.answer(whatWasSavedSoFar()),
      nameBefore: await actor.answer(theNameOf(file)),
    });
    await actor.attemptsTo(renameTheFile(file, typed, ending));
  },
);

/** Checks the name the renamed briefcase file now shows, exactly. */
Then('{file} is now named {string}', async function (this: SidekickWorld, file: FileRef, name: string) {
  assert.equal(await this.actorInTheSpotlight.answer(theNameOfTheRenamedFile(file)), name);
});

/** Checks that the name of that briefcase file is open for editing. */
Then('the name of {file} is being edited', async function (this: SidekickWorld, file: FileRef) {
  assert.equal(await this.actorInTheSpotlight.answer(whetherTheNameIsBeingEdited(file)), true);
});

// A failed save is undone once the page has spent its retries (a few seconds): look again meanwhile.
const UNDO_MS = 10_000;

/** Checks that the briefcase file shows the name it had before the rename (in Chromium it waits for the undo). */
Then('{file} keeps its name', async function (this: SidekickWorld, file: FileRef) {
  const actor = this.actorInTheSpotlight;
  const { nameBefore } = record(this);
  const read = () => actor.answer(theNameOfTheRenamedFile(file));
  const shown = await lookAgainUntil(this, read, (name) => name === nameBefore, UNDO_MS);
  assert.equal(shown, nameBefore);
});

/** Checks that the rename saved nothing: what was stored is as before. */
Then('nothing was saved', async function (this: SidekickWorld) {
  assert.equal(await this.actorInTheSpotlight.answer(whatWasSavedSoFar()), record(this).storedBefore);
});

/** Checks that the briefcase file is pinned. */
Then('{file} is pinned', async function (this: SidekickWorld, file: FileRef) {
  assert.equal(await this.actorInTheSpotlight.answer(whetherPinned(file)), true);
});

/** Checks that the briefcase says 'Could not rename "<name>": ' followed by the reason. */
Then('they are told that {string} could not be renamed', async function (this: SidekickWorld, name: string) {
  const actor = this.actorInTheSpotlight;
  const read = () => actor.answer(theBriefcaseError());
  const error = (await lookAgainUntil(this, read, (text) => text !== null, UNDO_MS)) ?? '';
  assert.ok(error.startsWith(`Could not rename "${name}": `), `the briefcase says: ${error || 'nothing'}`);
});
