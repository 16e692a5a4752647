import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { ADMIN_TABLE_NAMES, type AdminTable } from '../support/admin/screens/admin-tables';
import { goBackToTheAccounts } from '../support/admin/screens/goBackToTheAccounts';
import { sortTheTable } from '../support/admin/screens/sortTheTable';
import { theCellOf } from '../support/admin/screens/theCellOf';
import { theColumnsOf } from '../support/admin/screens/theColumnsOf';
import { theDashboardHeading } from '../support/admin/screens/theDashboardHeading';
import { theQuestionBeforeDeletingTheRole } from '../support/admin/screens/theQuestionBeforeDeletingTheRole';
import { theSearchInviteOf } from '../support/admin/screens/theSearchInviteOf';
import { whatTheEmptyTableSays } from '../support/admin/screens/whatTheEmptyTableSays';
import { lookAgainUntil } from '../support/look-again';
import { list } from '../support/step-lists';
import type { SidekickWorld } from '../support/world';

// What the admin screens show around their rows: headings, columns, search boxes, empty states.

/** Checks the admin dashboard's heading, exactly (browser level only). */
Then('the admin dashboard is headed {string}', async function (this: SidekickWorld, heading: string) {
  assert.equal(await this.actorInTheSpotlight.answer(theDashboardHeading()), heading);
});

/** Checks the column headings of an admin table, in order, written "Email, Name, Role". */
Then(
  new RegExp(`^the (${ADMIN_TABLE_NAMES}) table has the columns "([^"]*)"$`),
  async function (this: SidekickWorld, table: string, columns: string) {
    const shown = await this.actorInTheSpotlight.answer(theColumnsOf(table as AdminTable));
    assert.deepEqual(shown, list(columns));
  },
);

/** Checks the placeholder of an admin table's search box, exactly. */
Then(
  new RegExp(`^the search of the (${ADMIN_TABLE_NAMES}) table invites "([^"]*)"$`),
  async function (this: SidekickWorld, table: string, invite: string) {
    assert.equal(await this.actorInTheSpotlight.answer(theSearchInviteOf(table as AdminTable)), invite);
  },
);

/** Checks the text of an empty admin table, exactly; two lines written "first line / second line" (in Chromium it waits a few seconds). */
Then(
  new RegExp(`^the empty (${ADMIN_TABLE_NAMES}) table says "([^"]*)"$`),
  async function (this: SidekickWorld, table: string, lines: string) {
    const wanted = lines.split(' / ');
    // The search applies after its debounce: look again until the rows are gone.
    const shown = await lookAgainUntil(
      this,
      () => this.actorInTheSpotlight.answer(whatTheEmptyTableSays(table as AdminTable)),
      (said) => said.join(' / ') === wanted.join(' / '),
    );
    assert.deepEqual(shown, wanted);
  },
);

/** Checks the question the Roles tab asks before deleting that role, exactly. */
Then(
  'deleting the role {string} asks {string}',
  async function (this: SidekickWorld, role: string, question: string) {
    assert.equal(await this.actorInTheSpotlight.answer(theQuestionBeforeDeletingTheRole(role)), question);
  },
);

/** Goes back from an account's admins or settings to the list of accounts. */
When('they go back to the accounts', async function (this: SidekickWorld) {
  await this.actorInTheSpotlight.attemptsTo(goBackToTheAccounts());
});

/** Sorts an admin table by clicking that column's heading. */
When(
  new RegExp(`^they sort the (${ADMIN_TABLE_NAMES}) table by "([^"]*)"$`),
  async function (this: SidekickWorld, table: string, header: string) {
    await this.actorInTheSpotlight.attemptsTo(sortTheTable(table as AdminTable, header));
  },
);

/** Checks the text of a row of an admin table (by its first cell) in that column, exactly (in Chromium it waits a few seconds). */
Then(
  new RegExp(`^the (${ADMIN_TABLE_NAMES}) row "([^"]*)" reads "([^"]*)" under "([^"]*)"$`),
  async function (this: SidekickWorld, table: string, row: string, text: string, header: string) {
    const seen = await lookAgainUntil(
      this,
      () => this.actorInTheSpotlight.answer(theCellOf(table as AdminTable, row, header)),
      (cell) => cell === text,
    );
    assert.equal(seen, text);
  },
);
