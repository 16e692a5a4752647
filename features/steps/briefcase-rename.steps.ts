import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { briefcaseOf } from '../support/briefcase/ability';
import type { FileRef, RenameEnding } from '../support/briefcase/BriefcaseAbility';
import type { RenameRecord } from '../support/briefcase/records';
import { lookAgainUntil } from '../support/look-again';
import type { SidekickWorld } from '../support/world';

// Renaming and pinning a briefcase file (spec 1 §2, §4 "Rename").

function record(world: SidekickWorld): RenameRecord {
  return world.actorInTheSpotlight.recall<RenameRecord>('before renaming');
}

When(
  'they rename {file} to {string} and {renameEnding}',
  async function (this: SidekickWorld, file: FileRef, typed: string, ending: RenameEnding) {
    const briefcase = briefcaseOf(this);
    this.actorInTheSpotlight.remember<RenameRecord>('before renaming', {
      storedBefore: await briefcase.savedSoFar(),
      nameBefore: await briefcase.nameOf(file),
    });
    await briefcase.rename(file, typed, ending);
  },
);

Then('{file} is now named {string}', async function (this: SidekickWorld, _file: FileRef, name: string) {
  assert.equal(await briefcaseOf(this).nameOfLastRenamed(), name);
});

Then('the name of {file} is being edited', async function (this: SidekickWorld, file: FileRef) {
  assert.equal(await briefcaseOf(this).isEditingName(file), true);
});

// A failed save is undone once the page has spent its retries (a few seconds): look again meanwhile.
const UNDO_MS = 10_000;

Then('{file} keeps its name', async function (this: SidekickWorld, _file: FileRef) {
  const { nameBefore } = record(this);
  const shown = await lookAgainUntil(
    this,
    () => briefcaseOf(this).nameOfLastRenamed(),
    (name) => name === nameBefore,
    UNDO_MS,
  );
  assert.equal(shown, nameBefore);
});

Then('nothing was saved', async function (this: SidekickWorld) {
  assert.equal(await briefcaseOf(this).savedSoFar(), record(this).storedBefore);
});

Then('{file} is pinned', async function (this: SidekickWorld, file: FileRef) {
  assert.equal(await briefcaseOf(this).isPinned(file), true);
});

Then('they are told that {string} could not be renamed', async function (this: SidekickWorld, name: string) {
  const error =
    (await lookAgainUntil(
      this,
      () => briefcaseOf(this).error(),
      (text) => text !== null,
      UNDO_MS,
    )) ?? '';
  assert.ok(error.startsWith(`Could not rename "${name}": `), `the briefcase says: ${error || 'nothing'}`);
});
