import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { ADMIN_TABLE_NAMES, type AdminTable } from '../support/admin/screens/admin-tables';
import { theColumnCellsOf } from '../support/admin/screens/theColumnCellsOf';
import type { SidekickWorld } from '../support/world';

// The order of a date column (spec 3 §5 "Sorting"): dates compare as dates, and the rows without
// one ("Never", "N/A") come last when the order is ascending.

/** Checks that the rows an admin table shows read that column's dates from the oldest to the newest, then the rows that read that word instead of a date (there must be both). */
Then(
  new RegExp(
    `^the (${ADMIN_TABLE_NAMES}) table reads "([^"]*)" from the oldest date to the newest, then "([^"]*)"$`,
  ),
  async function (this: SidekickWorld, table: string, header: string, empty: string) {
    const cells = await this.actorInTheSpotlight.answer(theColumnCellsOf(table as AdminTable, header));
    const firstEmpty = cells.indexOf(empty);
    assert.ok(firstEmpty > 0, `${header} reads no date before "${empty}": ${cells.join(', ')}`);
    assert.ok(
      cells.slice(firstEmpty).every((cell) => cell === empty),
      `a date after "${empty}": ${cells.join(', ')}`,
    );
    const times = cells.slice(0, firstEmpty).map((cell) => Date.parse(cell));
    assert.ok(
      times.every((time) => !Number.isNaN(time)),
      `not all dates: ${cells.join(', ')}`,
    );
    assert.ok(
      times.every((time, index) => index === 0 || (times[index - 1] ?? time) <= time),
      `not from the oldest to the newest: ${cells.join(', ')}`,
    );
  },
);
