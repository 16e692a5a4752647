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

/** Presses Enter, Ctrl+Enter or Shift+Enter in the message box. */
When(
  /^they press (Enter|Ctrl\+Enter|Shift\+Enter) in the message box$/,
  function (this: SidekickWorld, key: MessageBoxKey) {
    return this.actorInTheSpotlight.attemptsTo(pressInTheMessageBox(key));
  },
);

/** Checks how tall the message box grows for a text of that height, in pixels. */
Then(
  'a text {int} pixels tall gives a message box {int} pixels tall',
  async function (this: SidekickWorld, text: number, box: number) {
    assert.equal(await this.someone.answer(theMessageBoxHeightFor(text)), box);
  },
);

/** Checks that the message box holds that text followed by a line break. */
Then(
  'the message box holds {string} followed by a new line',
  async function (this: SidekickWorld, text: string) {
    assert.equal(await this.actorInTheSpotlight.answer(theMessageBox()), `${text}\n`);
  },
);

/** Checks the notice under the message box (a limit, a refusal), exactly. */
Then('the input area says {string}', async function (this: SidekickWorld, text: string) {
  assert.equal(await this.actorInTheSpotlight.answer(inputNotice()), text);
});

/** Checks that the input area shows no notice at all: no limit, no refusal, no failed upload. */
Then('the input area says nothing', async function (this: SidekickWorld) {
  assert.equal(await this.actorInTheSpotlight.answer(inputNotice()), null);
});

/** Checks that exactly two references are pending, with those previews in order. */
Then('the references read {string} and {string}', async function (this: SidekickWorld, a: string, b: string) {
  assert.deepEqual(await this.actorInTheSpotlight.answer(theReferences()), [a, b]);
});

/** Removes one pending reference, by its preview. */
When('they remove the reference {string}', function (this: SidekickWorld, preview: string) {
  return this.actorInTheSpotlight.attemptsTo(removeTheReference(preview));
});

// --- Dialogs --------------------------------------------------------------------------------------

/** Submits a result's dialog ("reject", "edit", "ask" …) with that text; "only spaces" types three spaces. */
When(
  'they submit {string} for {result} with {string}',
  function (this: SidekickWorld, dialog: TextDialog, which: ResultKind, text: string) {
    const typed = text === 'only spaces' ? '   ' : text;
    return this.actorInTheSpotlight.attemptsTo(submitTheDialog(dialog, which, typed));
  },
);

const theDialogSeen = () => whatTheyRemember<DialogSeen>(DIALOG_SEEN);

/** Checks the alert the result's dialog shows after the submit, exactly. */
Then('the dialog says {string}', async function (this: SidekickWorld, alert: string) {
  assert.equal((await this.actorInTheSpotlight.answer(theDialogSeen())).alert, alert);
});

/** Checks that the result's dialog refused the submit: it stays open and no message went out. */
Then('the dialog stays open and nothing is sent', async function (this: SidekickWorld) {
  const { accepted, open, sent } = await this.actorInTheSpotlight.answer(theDialogSeen());
  assert.deepEqual({ accepted, open, sent }, { accepted: false, open: true, sent: false });
});

/** Checks that the result's dialog accepted the submit: it closed, shows no alert, and the message went out. */
Then('the dialog closes and the question is sent', async function (this: SidekickWorld) {
  const seen = await this.actorInTheSpotlight.answer(theDialogSeen());
  assert.deepEqual(seen, { alert: null, accepted: true, open: false, sent: true });
});

// --- The result viewer ------------------------------------------------------------------------

/** Checks the result viewer's table, every row and column; a table with the viewer's headings as its first row. */
Then('the result viewer shows:', async function (this: SidekickWorld, table: DataTable) {
  assert.deepEqual(await this.actorInTheSpotlight.answer(theResultTable('the result')), table.hashes());
});

/** Checks the tabs of the result viewer, in order, written "Summary, Line items". */
Then('the result offers the tabs {string}', async function (this: SidekickWorld, tabs: string) {
  assert.deepEqual(await this.actorInTheSpotlight.answer(theResultTabs('the result')), list(tabs));
});

/** Checks that the result viewer shows no tabs. */
Then('the result offers no tabs', async function (this: SidekickWorld) {
  assert.deepEqual(await this.actorInTheSpotlight.answer(theResultTabs('the result')), []);
});

/** Checks the affected line items the result lists, in order, written "LI-1, LI-2". */
Then('the affected line items read {string}', async function (this: SidekickWorld, items: string) {
  assert.deepEqual(await this.actorInTheSpotlight.answer(theAffectedLineItems('the result')), list(items));
});

/** Checks the result's header text, exactly. */
Then('the result is headed {string}', async function (this: SidekickWorld, header: string) {
  assert.equal(await this.actorInTheSpotlight.answer(theResultHeader('the result')), header);
});

/** Checks that the result shows no header. */
Then('the result has no header', async function (this: SidekickWorld) {
  assert.equal(await this.actorInTheSpotlight.answer(theResultHeader('the result')), null);
});
