import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { ADMIN_TABLE_NAMES, type AdminTable } from '../support/admin/screens/admin-tables';
import { theAddLabelOfTheEmptyTable } from '../support/admin/screens/theAddLabelOfTheEmptyTable';
import { whatAddUserNotesForTheRole } from '../support/admin/screens/whatAddUserNotesForTheRole';
import { whatANewRoleSaysOfPermissions } from '../support/admin/screens/whatANewRoleSaysOfPermissions';
import type { SidekickWorld } from '../support/world';

// What the admin forms and tables say when they have nothing to show, and the notes of a form.

/** Checks the add button an empty admin table offers in place of its rows, exactly: "Add First Role". */
Then(
  new RegExp(`^the empty (${ADMIN_TABLE_NAMES}) table offers "([^"]*)"$`),
  async function (this: SidekickWorld, table: string, label: string) {
    assert.equal(
      await this.actorInTheSpotlight.answer(theAddLabelOfTheEmptyTable(table as AdminTable)),
      label,
    );
  },
);

/** Opens Add Role and checks the line its Permissions list shows when there is no permission to grant, exactly. */
Then(
  'the Add Role form says {string} in place of permissions',
  async function (this: SidekickWorld, text: string) {
    assert.equal(await this.actorInTheSpotlight.answer(whatANewRoleSaysOfPermissions()), text);
  },
);

/** Opens Add User on the Allowed Users tab, chooses that initial role and checks the note the form shows, exactly. */
Then(
  'choosing the role {string} in Add User notes {string}',
  async function (this: SidekickWorld, role: string, note: string) {
    assert.deepEqual(await this.actorInTheSpotlight.answer(whatAddUserNotesForTheRole(role)), [note]);
  },
);

/** Opens Add User on the Allowed Users tab, chooses that initial role and checks that the form shows no note. */
Then(
  'choosing the role {string} in Add User notes nothing',
  async function (this: SidekickWorld, role: string) {
    assert.deepEqual(await this.actorInTheSpotlight.answer(whatAddUserNotesForTheRole(role)), []);
  },
);
