import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { whetherTheyMayEdit } from '../support/admin/questions/whetherTheyMayEdit';
import type { SidekickWorld } from '../support/world';

/** Whether the Users tab shows the Edit button on the user's row. */
Then(
  /^"([^"]+)" offers (a|no) role edit$/,
  async function (this: SidekickWorld, email: string, offered: 'a' | 'no') {
    assert.equal(await this.actorInTheSpotlight.answer(whetherTheyMayEdit(email)), offered === 'a');
  },
);
