import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { ADMIN_TABLE_NAMES, type AdminTable } from '../support/admin/screens/admin-tables';
import { whetherTheEditorLetsChange } from '../support/admin/screens/whetherTheEditorLetsChange';
import type { SidekickWorld } from '../support/world';

// What an admin record's Edit dialog lets change (spec 3 §5): what is fixed once created.

/** Opens the Edit dialog of that row (by its first cell) and checks that the field with that label is read-only or disabled. */
Then(
  new RegExp(`^editing the (${ADMIN_TABLE_NAMES}) row "([^"]*)" leaves "([^"]*)" as it is$`),
  async function (this: SidekickWorld, table: string, row: string, label: string) {
    assert.equal(
      await this.actorInTheSpotlight.answer(whetherTheEditorLetsChange(table as AdminTable, row, label)),
      false,
    );
  },
);

/** Opens the Edit dialog of that row (by its first cell) and checks that the field with that label can be changed. */
Then(
  new RegExp(`^editing the (${ADMIN_TABLE_NAMES}) row "([^"]*)" lets "([^"]*)" change$`),
  async function (this: SidekickWorld, table: string, row: string, label: string) {
    assert.equal(
      await this.actorInTheSpotlight.answer(whetherTheEditorLetsChange(table as AdminTable, row, label)),
      true,
    );
  },
);
