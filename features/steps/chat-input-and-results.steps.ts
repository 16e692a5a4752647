import assert from 'node:assert/strict';
import type { DataTable } from '@cucumber/cucumber';
import { Then, When } from '@cucumber/cucumber';
import type { DialogSeen, MessageBoxKey, ResultKind, TextDialog } from '../support/chat/chat-words';
import { theAffectedLineItems } from '../support/chat/questions/theAffectedLineItems';
import { theMessageBox } from '../support/chat/questions/theMessageBox';
import { theMessageBoxHeightFor } from '../support/chat/questions/theMessageBoxHeight';
import { theReferences } from '../support/chat/questions/theReferences';
import { theResultHeader } from '../support/chat/questions/theResultHeader';
import { theResultTable } from '../support/chat/questions/theResultTable';
import { theResultTabs } from '../support/chat/questions/theResultTabs';
import { whatTheyRemember } from '../support/chat/questions/whatTheyRemember';
import { pressInTheMessageBox } from '../support/chat/tasks/pressInTheMessageBox';
import { removeTheReference } from '../support/chat/tasks/removeTheReference';
import { DIALOG_SEEN, submitTheDialog } from '../support/chat/tasks/submitTheDialog';
import { inputNotice } from '../support/questions/inputNotice';
import type { SidekickWorld } from '../support/world';

// Split on ", " only: a line item may hold an amount such as "45,000".
const list = (names: string) =>
  names
    .split(/,\s+/)
    .map((name) => name.trim())
    .filter(Boolean);

// --- The input area -----------------------------------------------------------------------------

When(
  /^they press (Enter|Ctrl\+Enter|Shift\+Enter) in the message box$/,
  function (this: SidekickWorld, key: MessageBoxKey) {
    return this.actorInTheSpotlight.attemptsTo(pressInTheMessageBox(key));
  },
);

Then(
  'a text {int} pixels tall gives a message box {int} pixels tall',
  async function (this: SidekickWorld, text: number, box: number) {
    assert.equal(await this.someone.answer(theMessageBoxHeightFor(text)), box);
  },
);

Then(
  'the message box holds {string} followed by a new line',
  async function (this: SidekickWorld, text: string) {
    assert.equal(await this.actorInTheSpotlight.answer(theMessageBox()), `${text}\n`);
  },
);

Then('the input area says {string}', async function (this: SidekickWorld, text: string) {
  assert.equal(await this.actorInTheSpotlight.answer(inputNotice()), text);
});

Then('the references read {string} and {string}', async function (this: SidekickWorld, a: string, b: string) {
  assert.deepEqual(await this.actorInTheSpotlight.answer(theReferences()), [a, b]);
});

When('they remove the reference {string}', function (this: SidekickWorld, preview: string) {
  return this.actorInTheSpotlight.attemptsTo(removeTheReference(preview));
});

// --- Dialogs --------------------------------------------------------------------------------------

When(
  'they submit {string} for {result} with {string}',
  function (this: SidekickWorld, dialog: TextDialog, which: ResultKind, text: string) {
    const typed = text === 'only spaces' ? '   ' : text;
    return this.actorInTheSpotlight.attemptsTo(submitTheDialog(dialog, which, typed));
  },
);

const theDialogSeen = () => whatTheyRemember<DialogSeen>(DIALOG_SEEN);

Then('the dialog says {string}', async function (this: SidekickWorld, alert: string) {
  assert.equal((await this.actorInTheSpotlight.answer(theDialogSeen())).alert, alert);
});

Then('the dialog stays open and nothing is sent', async function (this: SidekickWorld) {
  const { accepted, open, sent } = await this.actorInTheSpotlight.answer(theDialogSeen());
  assert.deepEqual({ accepted, open, sent }, { accepted: false, open: true, sent: false });
});

Then('the dialog closes and the question is sent', async function (this: SidekickWorld) {
  const seen = await this.actorInTheSpotlight.answer(theDialogSeen());
  assert.deepEqual(seen, { alert: null, accepted: true, open: false, sent: true });
});

// --- The result viewer ------------------------------------------------------------------------

Then('the result viewer shows:', async function (this: SidekickWorld, table: DataTable) {
  assert.deepEqual(await this.actorInTheSpotlight.answer(theResultTable('the result')), table.hashes());
});

Then('the result offers the tabs {string}', async function (this: SidekickWorld, tabs: string) {
  assert.deepEqual(await this.actorInTheSpotlight.answer(theResultTabs('the result')), list(tabs));
});

Then('the result offers no tabs', async function (this: SidekickWorld) {
  assert.deepEqual(await this.actorInTheSpotlight.answer(theResultTabs('the result')), []);
});

Then('the affected line items read {string}', async function (this: SidekickWorld, items: string) {
  assert.deepEqual(await this.actorInTheSpotlight.answer(theAffectedLineItems('the result')), list(items));
});

Then('the result is headed {string}', async function (this: SidekickWorld, header: string) {
  assert.equal(await this.actorInTheSpotlight.answer(theResultHeader('the result')), header);
});

Then('the result has no header', async function (this: SidekickWorld) {
  assert.equal(await this.actorInTheSpotlight.answer(theResultHeader('the result')), null);
});
