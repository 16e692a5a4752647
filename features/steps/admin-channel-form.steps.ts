import assert from 'node:assert/strict';
import { type DataTable, Then } from '@cucumber/cucumber';
import { theFieldsOfTheChannelForm } from '../support/admin/screens/theFieldsOfTheChannelForm';
import type { SidekickWorld } from '../support/world';

/** Checks the fields the open channel form asks for beyond name and type, in order: a row per field, its label as shown (' *' when required) and "switch", "number" or "text". */
Then('the channel form asks for:', async function (this: SidekickWorld, table: DataTable) {
  assert.deepEqual(await this.actorInTheSpotlight.answer(theFieldsOfTheChannelForm()), table.raw());
});
