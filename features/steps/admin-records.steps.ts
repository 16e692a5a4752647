import { type DataTable, When } from '@cucumber/cucumber';
import {
  addTheRecord,
  deleteTheRecord,
  editTheRecord,
  RECORD_KINDS,
} from '../support/admin/tasks/keepTheRecords';
import type { SidekickWorld } from '../support/world';

// The plain admin collections (src/contract/records): their records, named by their first field.
// While there are none, the steps match no words at all.
const kinds = RECORD_KINDS || '(?!)';

/** Adds a record on its collection's tab ("a holiday"), its fields given as a table of label | value. */
When(
  new RegExp(`^they add an? (${kinds})$`),
  async function (this: SidekickWorld, one: string, fields: DataTable) {
    await this.actorInTheSpotlight.attemptsTo(addTheRecord(one, fields.rowsHash()));
  },
);

/** Edits the record named so ("the holiday "Boxing Day""), the fields given as a table of label | value. */
When(
  new RegExp(`^they edit the (${kinds}) "([^"]+)"$`),
  async function (this: SidekickWorld, one: string, name: string, fields: DataTable) {
    await this.actorInTheSpotlight.attemptsTo(editTheRecord(one, name, fields.rowsHash()));
  },
);

/** Deletes the record named so, confirming the question. */
When(
  new RegExp(`^they delete the (${kinds}) "([^"]+)"$`),
  async function (this: SidekickWorld, one: string, name: string) {
    await this.actorInTheSpotlight.attemptsTo(deleteTheRecord(one, name));
  },
);
