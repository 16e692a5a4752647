import assert from 'node:assert/strict';
import type { DataTable } from '@cucumber/cucumber';
import { Given, Then, When } from '@cucumber/cucumber';
import type { DialogSeen, MessageBoxKey, ResultKind, TextDialog } from '../support/chat/chat-words';
import {
  howOftenTheHistoryWasRead,
  howOftenTheResultWasAskedAbout,
} from '../support/chat/questions/backendCalls';
import {
  howLongTheLinkStaysValid,
  theFailedResult,
  whetherTheResultIsStillPrepared,
} from '../support/chat/questions/passingStates';
import { picturesInTheMessages } from '../support/chat/questions/picturesInTheMessages';
import { theAffectedLineItems } from '../support/chat/questions/theAffectedLineItems';
import { theMessageBox } from '../support/chat/questions/theMessageBox';
import { theMessageBoxHeightFor } from '../support/chat/questions/theMessageBoxHeight';
import { theReferences } from '../support/chat/questions/theReferences';
import { theResultHeader } from '../support/chat/questions/theResultHeader';
import { theResultTable } from '../support/chat/questions/theResultTable';
import { theResultTabs } from '../support/chat/questions/theResultTabs';
import { theStatusLines } from '../support/chat/questions/theStatusLines';
import { whatTheyRemember } from '../support/chat/questions/whatTheyRemember';
import { whetherTheResultIsCollapsed } from '../support/chat/questions/whetherTheResultIsCollapsed';
import { scenarioLaunch, scenarioResult } from '../support/chat/scenario-chat';
import { answerWhatWasHeld } from '../support/chat/tasks/answerWhatWasHeld';
import { collapseTheResult, expandTheResult } from '../support/chat/tasks/collapseTheResult';
import { forgetTheEmailOf } from '../support/chat/tasks/forgetTheEmailOf';
import { goToTheChat } from '../support/chat/tasks/goToTheChat';
import { haveAChat } from '../support/chat/tasks/haveAChat';
import { holdAnswersTo } from '../support/chat/tasks/holdAnswers';
import { notFindTheResult } from '../support/chat/tasks/notFindTheResult';
import { pressInTheMessageBox } from '../support/chat/tasks/pressInTheMessageBox';
import { removeTheReference } from '../support/chat/tasks/removeTheReference';
import { startSending } from '../support/chat/tasks/startSending';
import { DIALOG_SEEN, submitTheDialog } from '../support/chat/tasks/submitTheDialog';
import { letTimePass } from '../support/interactions/letTimePass';
import { lookAgainUntil } from '../support/look-again';
import { inputNotice } from '../support/questions/inputNotice';
import { messageTimes } from '../support/questions/messageTimes';
import type { SidekickWorld } from '../support/world';

const list = (names: string) =>
  names
    .split(/,\s+/)
    .map((name) => name.trim())
    .filter(Boolean);

// --- Chats the scenario puts in place ------------------------------------------------------

Given(
  'they have a chat {string} whose launch configuration {word} in {int} seconds',
  function (this: SidekickWorld, summary: string, outcome: string, seconds: number) {
    const launch = scenarioLaunch(outcome === 'fails' ? 'failed' : 'completed', seconds * 1000);
    return this.actorInTheSpotlight.attemptsTo(haveAChat(summary, launch));
  },
);

Given(
  /^they have a chat "([^"]*)" with a message sent (.+)$/,
  function (this: SidekickWorld, summary: string, sent: string) {
    return this.actorInTheSpotlight.attemptsTo(
      haveAChat(summary, [{ speaker: 'user', text: 'Plan the spring campaign', sentAt: sent }]),
    );
  },
);

Given(
  'they have a chat {string} where Sidekick said {string}',
  function (this: SidekickWorld, summary: string, text: string) {
    return this.actorInTheSpotlight.attemptsTo(
      haveAChat(summary, [
        { speaker: 'user', text: 'Hello' },
        { speaker: 'bot', text, action: 'general', status: 'completed' },
      ]),
    );
  },
);

Given(
  'they have a chat {string} with the file {string} whose link has expired',
  function (this: SidekickWorld, summary: string, file: string) {
    return this.actorInTheSpotlight.attemptsTo(
      haveAChat(summary, [{ speaker: 'user', text: `Here is ${file}`, expiredFile: file }]),
    );
  },
);

Given(
  'they have a chat {string} with a {string} result reading:',
  function (this: SidekickWorld, summary: string, action: string, json: string) {
    return this.actorInTheSpotlight.attemptsTo(haveAChat(summary, scenarioResult(action, JSON.parse(json))));
  },
);

Given('{persona} has no email address on file', function (this: SidekickWorld, persona: string) {
  return this.theDemoBackend.attemptsTo(forgetTheEmailOf(persona));
});

// --- The demo backend's pace ----------------------------------------------------------------

Given("the demo backend is slow to give a chat's history", function (this: SidekickWorld) {
  return this.theDemoBackend.attemptsTo(holdAnswersTo("a chat's history"));
});

Given('the demo backend is slow to answer messages', function (this: SidekickWorld) {
  return this.theDemoBackend.attemptsTo(holdAnswersTo('messages'));
});

Given(
  'the demo backend does not find the result the next {int} times it is asked',
  function (this: SidekickWorld, times: number) {
    return this.theDemoBackend.attemptsTo(notFindTheResult(times));
  },
);

When('the demo backend answers', function (this: SidekickWorld) {
  return this.theDemoBackend.attemptsTo(answerWhatWasHeld());
});

When('{int} millisecond(s) pass(es)', function (this: SidekickWorld, ms: number) {
  return this.theDemoBackend.attemptsTo(letTimePass(ms));
});

// --- Polling ----------------------------------------------------------------------------------

Then('the result has been asked about {int} time(s)', async function (this: SidekickWorld, times: number) {
  assert.equal(await this.theDemoBackend.answer(howOftenTheResultWasAskedAbout()), times);
});

Then('the result is still being prepared', async function (this: SidekickWorld) {
  assert.equal(await this.actorInTheSpotlight.answer(whetherTheResultIsStillPrepared()), true);
});

Then('the failed result reads {string}', async function (this: SidekickWorld, template: string) {
  const failed = await this.actorInTheSpotlight.answer(theFailedResult());
  assert.equal(failed.text, template.replace('{chatId}', failed.chatId).replace('{id}', failed.id));
});

// --- The message list -------------------------------------------------------------------------

When('they go to the chat {string}', function (this: SidekickWorld, summary: string) {
  return this.actorInTheSpotlight.attemptsTo(goToTheChat(summary));
});

When('they start sending {string}', function (this: SidekickWorld, text: string) {
  return this.actorInTheSpotlight.attemptsTo(startSending(text));
});

// The page shows a status line a moment after the click that causes it: look again meanwhile.
Then('the chat shows {string}', async function (this: SidekickWorld, line: string) {
  const actor = this.actorInTheSpotlight;
  const read = () => actor.answer(theStatusLines());
  const shown = await lookAgainUntil(this, read, (lines) => lines.includes(line));
  assert.ok(shown.includes(line), `the chat does not show '${line}'`);
});

Then('the chat no longer shows {string}', async function (this: SidekickWorld, line: string) {
  const actor = this.actorInTheSpotlight;
  const read = () => actor.answer(theStatusLines());
  const shown = await lookAgainUntil(this, read, (lines) => !lines.includes(line));
  assert.ok(!shown.includes(line), `the chat still shows '${line}'`);
});

Then("the message's time reads {string}", async function (this: SidekickWorld, shown: string) {
  assert.deepEqual(await this.actorInTheSpotlight.answer(messageTimes()), [shown]);
});

Then('no picture appears in the chat', async function (this: SidekickWorld) {
  assert.equal(await this.actorInTheSpotlight.answer(picturesInTheMessages()), 0);
});

When('they collapse {result}', function (this: SidekickWorld, which: ResultKind) {
  return this.actorInTheSpotlight.attemptsTo(collapseTheResult(which));
});

When('they expand {result}', function (this: SidekickWorld, which: ResultKind) {
  return this.actorInTheSpotlight.attemptsTo(expandTheResult(which));
});

Then('{result} is/are collapsed', async function (this: SidekickWorld, which: ResultKind) {
  assert.equal(await this.actorInTheSpotlight.answer(whetherTheResultIsCollapsed(which)), true);
});

Then('{result} is/are not collapsed', async function (this: SidekickWorld, which: ResultKind) {
  assert.equal(await this.actorInTheSpotlight.answer(whetherTheResultIsCollapsed(which)), false);
});

Then(
  'the link of {string} stays valid for {int} hours',
  async function (this: SidekickWorld, file: string, hours: number) {
    const validFor = await this.actorInTheSpotlight.answer(howLongTheLinkStaysValid(file));
    // Renewed a moment ago (the page's own short delays run on the scenario clock).
    const window = hours * 3_600_000;
    assert.ok(validFor <= window && validFor > window - 1000, `the link is valid for ${validFor} ms`);
  },
);

Then("the chat's history was read {int} time(s)", async function (this: SidekickWorld, times: number) {
  assert.equal(await this.theDemoBackend.answer(howOftenTheHistoryWasRead()), times);
});

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
