import assert from 'node:assert/strict';
import { type DataTable, Then } from '@cucumber/cucumber';
import { theActionBars, theRecentActivity } from '../support/orchestration/questions/theSessionStats';
import { list } from '../support/step-lists';
import type { SidekickWorld } from '../support/world';

/** Checks "Messages Per Action": each bar's action, count and width, in order ("chat 40 at 100%, upload 10 at 25%"). */
Then('the messages per action read {string}', async function (this: SidekickWorld, expected: string) {
  assert.deepEqual(await this.actorInTheSpotlight.answer(theActionBars()), list(expected));
});

/** Checks "Recent Activity" row by row; a table headed Date, Full time, Chat, User, Action (the full time given as an ISO time reads as this machine writes it locally). */
Then('the recent activity reads:', async function (this: SidekickWorld, table: DataTable) {
  const rows = await this.actorInTheSpotlight.answer(theRecentActivity());
  const expected = table.hashes().map((row) => ({
    date: row.Date,
    // The page and the scenario run on one machine, so they share its locale and zone.
    fullTime: new Date(row['Full time'] ?? '').toLocaleString(),
    chat: row.Chat,
    user: row.User,
    action: row.Action,
  }));
  assert.deepEqual(rows, expected);
});
