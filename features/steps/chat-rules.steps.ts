import assert from 'node:assert/strict';
import type { DataTable } from '@cucumber/cucumber';
import { Given, Then, When } from '@cucumber/cucumber';
import type { MessageBoxKey, ResultKind } from '../support/chat/ChatAbility';
import type { DialogSeen, TextDialog } from '../support/chat/ResultsAbility';
import { addScenarioChat, localTime } from '../support/chat/scenario-chat';
import { lookAgainUntil } from '../support/look-again';
import { inputNotice } from '../support/questions/inputNotice';
import { messageTimes } from '../support/questions/messageTimes';
import type { SidekickWorld } from '../support/world';

const list = (names: string) =>
  names
    .split(/,\s+/)
    .map((name) => name.trim())
    .filter(Boolean);

const LAUNCHER = 'campaign-launcher';

// --- Chats the scenario puts in place ------------------------------------------------------

Given(
  'they have a chat {string} whose launch configuration {word} in {int} seconds',
  async function (this: SidekickWorld, summary: string, outcome: string, seconds: number) {
    await addScenarioChat(this.app, summary, [
      { speaker: 'user', text: 'Build the launch configuration' },
      {
        speaker: 'bot',
        text: 'Building your launch configuration…',
        action: LAUNCHER,
        completes: { inMs: seconds * 1000, status: outcome === 'fails' ? 'failed' : 'completed' },
      },
    ]);
  },
);

Given(
  /^they have a chat "([^"]*)" with a message sent (.+)$/,
  async function (this: SidekickWorld, summary: string, sent: string) {
    const at = localTime(sent, this.app.now());
    await addScenarioChat(this.app, summary, [{ speaker: 'user', text: 'Plan the spring campaign', at }]);
  },
);

Given(
  'they have a chat {string} where Sidekick said {string}',
  async function (this: SidekickWorld, summary: string, text: string) {
    await addScenarioChat(this.app, summary, [
      { speaker: 'user', text: 'Hello' },
      { speaker: 'bot', text, action: 'general', status: 'completed' },
    ]);
  },
);

Given(
  'they have a chat {string} with the file {string} whose link has expired',
  async function (this: SidekickWorld, summary: string, file: string) {
    await addScenarioChat(this.app, summary, [
      { speaker: 'user', text: `Here is ${file}`, expiredFile: file },
    ]);
  },
);

Given(
  'they have a chat {string} with a {string} result reading:',
  async function (this: SidekickWorld, summary: string, action: string, json: string) {
    await addScenarioChat(this.app, summary, [
      { speaker: 'user', text: 'Show me the result' },
      {
        speaker: 'bot',
        text: `The ${action} result is ready.`,
        action,
        status: 'completed',
        jsonResponse: JSON.parse(json),
      },
    ]);
  },
);

Given('{persona} has no email address on file', function (this: SidekickWorld, persona: string) {
  return this.app.forgetEmailOf(persona);
});

// --- The demo backend's pace ----------------------------------------------------------------

Given("the demo backend is slow to give a chat's history", function (this: SidekickWorld) {
  return this.slowBackend.holdHistories();
});

Given('the demo backend is slow to answer messages', function (this: SidekickWorld) {
  return this.slowBackend.holdMessages();
});

Given(
  'the demo backend does not find the result the next {int} times it is asked',
  function (this: SidekickWorld, times: number) {
    this.chatInsights.answerPollsNotFound(times);
  },
);

When('the demo backend answers', async function (this: SidekickWorld) {
  await this.slowBackend.backendAnswers();
});

When('{int} millisecond(s) pass(es)', async function (this: SidekickWorld, ms: number) {
  await this.app.wait(ms);
});

// --- Polling ----------------------------------------------------------------------------------

Then('the result has been asked about {int} time(s)', async function (this: SidekickWorld, times: number) {
  assert.equal(this.chatInsights.statusPolls, times);
});

Then('the result is still being prepared', async function (this: SidekickWorld) {
  assert.equal(await this.chatInsights.latestResultProcessing(), true);
});

Then('the failed result reads {string}', async function (this: SidekickWorld, template: string) {
  const failed = await this.chatInsights.failedMessage();
  assert.equal(failed.text, template.replace('{chatId}', failed.chatId).replace('{id}', failed.id));
});

// --- The message list -------------------------------------------------------------------------

When('they go to the chat {string}', async function (this: SidekickWorld, summary: string) {
  await this.slowBackend.goToChat(summary);
});

When('they start sending {string}', async function (this: SidekickWorld, text: string) {
  await this.slowBackend.startSending(text);
});

// The page shows a status line a moment after the click that causes it: look again meanwhile.
Then('the chat shows {string}', async function (this: SidekickWorld, line: string) {
  const shown = await lookAgainUntil(
    this,
    () => this.slowBackend.statusLines(),
    (lines) => lines.includes(line),
  );
  assert.ok(shown.includes(line), `the chat does not show '${line}'`);
});

Then('the chat no longer shows {string}', async function (this: SidekickWorld, line: string) {
  const shown = await lookAgainUntil(
    this,
    () => this.slowBackend.statusLines(),
    (lines) => !lines.includes(line),
  );
  assert.ok(!shown.includes(line), `the chat still shows '${line}'`);
});

Then("the message's time reads {string}", async function (this: SidekickWorld, shown: string) {
  assert.deepEqual(await this.actorInTheSpotlight.answer(messageTimes()), [shown]);
});

Then('no picture appears in the chat', async function (this: SidekickWorld) {
  assert.equal(await this.chat.picturesInMessages(), 0);
});

When('they collapse {result}', async function (this: SidekickWorld, which: ResultKind) {
  if (await this.results.isCollapsed(which)) throw new Error(`${which} is collapsed already`);
  await this.results.toggleCollapse(which);
});

When('they expand {result}', async function (this: SidekickWorld, which: ResultKind) {
  if (!(await this.results.isCollapsed(which))) throw new Error(`${which} is expanded already`);
  await this.results.toggleCollapse(which);
});

Then('{result} is/are collapsed', async function (this: SidekickWorld, which: ResultKind) {
  assert.equal(await this.results.isCollapsed(which), true);
});

Then('{result} is/are not collapsed', async function (this: SidekickWorld, which: ResultKind) {
  assert.equal(await this.results.isCollapsed(which), false);
});

Then(
  'the link of {string} stays valid for {int} hours',
  async function (this: SidekickWorld, file: string, hours: number) {
    const validFor = (await this.chatInsights.renewedLinkExpiry(file)) - this.chatInsights.now;
    // Renewed a moment ago (the page's own short delays run on the scenario clock).
    const window = hours * 3_600_000;
    assert.ok(validFor <= window && validFor > window - 1000, `the link is valid for ${validFor} ms`);
  },
);

Then("the chat's history was read {int} time(s)", function (this: SidekickWorld, times: number) {
  assert.equal(this.chatInsights.historyReads, times);
});

// --- The input area -----------------------------------------------------------------------------

When(
  /^they press (Enter|Ctrl\+Enter|Shift\+Enter) in the message box$/,
  async function (this: SidekickWorld, key: MessageBoxKey) {
    await this.chat.pressInMessageBox(key);
  },
);

Then(
  'a text {int} pixels tall gives a message box {int} pixels tall',
  function (this: SidekickWorld, text: number, box: number) {
    assert.equal(this.chatInsights.boxHeight(text), box);
  },
);

Then(
  'the message box holds {string} followed by a new line',
  async function (this: SidekickWorld, text: string) {
    assert.equal(await this.chat.messageBoxText(), `${text}\n`);
  },
);

Then('the input area says {string}', async function (this: SidekickWorld, text: string) {
  assert.equal(await this.actorInTheSpotlight.answer(inputNotice()), text);
});

Then('the references read {string} and {string}', async function (this: SidekickWorld, a: string, b: string) {
  assert.deepEqual(await this.chat.references(), [a, b]);
});

When('they remove the reference {string}', async function (this: SidekickWorld, preview: string) {
  await this.chat.removeReference(preview);
});

// --- Dialogs --------------------------------------------------------------------------------------

When(
  'they submit {string} for {result} with {string}',
  async function (this: SidekickWorld, dialog: TextDialog, which: ResultKind, text: string) {
    const typed = text === 'only spaces' ? '   ' : text;
    this.actorInTheSpotlight.remember<DialogSeen>(
      'dialog',
      await this.results.submitDialog(which, dialog, typed),
    );
  },
);

Then('the dialog says {string}', function (this: SidekickWorld, alert: string) {
  assert.equal(this.actorInTheSpotlight.recall<DialogSeen>('dialog').alert, alert);
});

Then('the dialog stays open and nothing is sent', function (this: SidekickWorld) {
  const seen = this.actorInTheSpotlight.recall<DialogSeen>('dialog');
  assert.deepEqual(seen && { accepted: seen.accepted, open: seen.open, sent: seen.sent }, {
    accepted: false,
    open: true,
    sent: false,
  });
});

Then('the dialog closes and the question is sent', function (this: SidekickWorld) {
  const seen = this.actorInTheSpotlight.recall<DialogSeen>('dialog');
  assert.deepEqual(seen, { alert: null, accepted: true, open: false, sent: true });
});

// --- The result viewer ------------------------------------------------------------------------

Then('the result viewer shows:', async function (this: SidekickWorld, table: DataTable) {
  assert.deepEqual(await this.results.resultRows('the result'), table.hashes());
});

Then('the result offers the tabs {string}', async function (this: SidekickWorld, tabs: string) {
  assert.deepEqual(await this.results.resultTabs('the result'), list(tabs));
});

Then('the result offers no tabs', async function (this: SidekickWorld) {
  assert.deepEqual(await this.results.resultTabs('the result'), []);
});

Then('the affected line items read {string}', async function (this: SidekickWorld, items: string) {
  assert.deepEqual(await this.results.executorLineItems('the result'), list(items));
});

Then('the result is headed {string}', async function (this: SidekickWorld, header: string) {
  assert.equal(await this.results.resultHeader('the result'), header);
});

Then('the result has no header', async function (this: SidekickWorld) {
  assert.equal(await this.results.resultHeader('the result'), null);
});
