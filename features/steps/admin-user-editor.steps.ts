import assert from 'node:assert/strict';
import { type DataTable, Then } from '@cucumber/cucumber';
import { theUserEditorOf } from '../support/admin/screens/theUserEditorOf';
import type { SidekickWorld } from '../support/world';

// The Users tab's editor (spec 3 §2 User Management): its title, how it offers each choice, its buttons.

/** Opens the user editor of that user (by email) and checks its title, its choices in order (a table of one column, without a heading) and its two buttons, Cancel and Save Changes. */
Then(
  'the user editor of {string} is headed {string} and offers:',
  async function (this: SidekickWorld, email: string, title: string, choices: DataTable) {
    const seen = await this.actorInTheSpotlight.answer(theUserEditorOf(email));
    assert.equal(seen.title, title);
    assert.deepEqual(
      seen.choices,
      choices.raw().map(([line]) => line),
    );
    assert.deepEqual(seen.buttons, ['Cancel', 'Save Changes']);
  },
);
