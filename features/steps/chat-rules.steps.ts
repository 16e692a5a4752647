import assert from 'node:assert/strict';
import { type DataTable, Given, Then, When } from '@cucumber/cucumber';
import type { DemoMessage } from '../../src/simulation/data/types';
import type { ResultKind } from '../support/chat/chat-words';
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
import { theMessageStates } from '../support/chat/questions/theMessageStates';
import { theStatusLines } from '../support/chat/questions/theStatusLines';
import { whetherTheResultIsCollapsed } from '../support/chat/questions/whetherTheResultIsCollapsed';
import { scenarioLaunch, scenarioResult } from '../support/chat/scenario-chat';
import { collapseTheResult, expandTheResult } from '../support/chat/tasks/collapseTheResult';
import { forgetTheEmailOf } from '../support/chat/tasks/forgetTheEmailOf';
import { goToTheChat } from '../support/chat/tasks/goToTheChat';
import { haveAChat } from '../support/chat/tasks/haveAChat';
import { startSending } from '../support/chat/tasks/startSending';
import { lookAgainUntil } from '../support/look-again';
import { messageTimes } from '../support/questions/messageTimes';
import type { SidekickWorld } from '../support/world';

const _list = (names: string) =>
  names
    .split(/,\s+/)
    .map((name) => name.trim())
    .filter(Boolean);

// --- Chats the scenario puts in place ------------------------------------------------------

/** Sets the scene: a chat with that summary whose launch configuration "completes" or "fails" that many seconds after the scenario begins. */
Given(
  'they have a chat {string} whose launch configuration {word} in {int} seconds',
  function (this: SidekickWorld, summary: string, outcome: string, seconds: number) {
    const launch = scenarioLaunch(outcome === 'fails' ? 'failed' : 'completed', seconds * 1000);
    return this.actorInTheSpotlight.attemptsTo(haveAChat(summary, launch));
  },
);

/** Sets the scene: a chat with that summary whose one message was sent at that moment ("today 08:15", "yesterday 14:05"). */
Given(
  /^they have a chat "([^"]*)" with a message sent (.+)$/,
  function (this: SidekickWorld, summary: string, sent: string) {
    return this.actorInTheSpotlight.attemptsTo(
      haveAChat(summary, [{ speaker: 'user', text: 'Plan the spring campaign', sentAt: sent }]),
    );
  },
);

/** Sets the scene: a chat with that summary where Sidekick answered "Hello" with that text. */
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

/** Sets the scene: a chat with that summary holding these messages, oldest first; a table with a heading: type (user, bot, system, error), status (processing, completed, approved, rejected, failed or empty) and text. */
Given(
  'they have a chat {string} holding these messages:',
  function (this: SidekickWorld, summary: string, table: DataTable) {
    const messages = table.hashes().map(({ type, status, text }) => ({
      speaker: type as DemoMessage['type'],
      text: text ?? '',
      ...(status ? { status: status as NonNullable<DemoMessage['status']> } : {}),
    }));
    return this.actorInTheSpotlight.attemptsTo(haveAChat(summary, messages));
  },
);

/** Sets the scene: a chat with that summary holding a run on DV360 of that action (fast-track, fast-track-shell, salesforce-orchestration or orchestration), whose JSON response (its metadata) is the JSON given, or nothing when "". */
Given(
  'they have a chat {string} with a DV360 run of action {string} and metadata {string}',
  function (this: SidekickWorld, summary: string, action: string, metadata: string) {
    return this.actorInTheSpotlight.attemptsTo(
      haveAChat(summary, [
        { speaker: 'user', text: 'Launch the spring IO' },
        {
          speaker: 'bot',
          text: 'Starting the orchestration…',
          action,
          subAction: 'dv360',
          ...(metadata ? { jsonResponse: JSON.parse(metadata) } : {}),
        },
      ]),
    );
  },
);

/** Sets the scene: a chat with that summary holding a message with that file, whose download link has expired. */
Given(
  'they have a chat {string} with the file {string} whose link has expired',
  function (this: SidekickWorld, summary: string, file: string) {
    return this.actorInTheSpotlight.attemptsTo(
      haveAChat(summary, [{ speaker: 'user', text: `Here is ${file}`, expiredFile: file }]),
    );
  },
);

/** Sets the scene: a chat with that summary holding a finished result of that action, whose data is the JSON given below the step (a doc string). */
Given(
  'they have a chat {string} with a {string} result reading:',
  function (this: SidekickWorld, summary: string, action: string, json: string) {
    return this.actorInTheSpotlight.attemptsTo(haveAChat(summary, scenarioResult(action, JSON.parse(json))));
  },
);

/** Makes the demo backend and the stored session forget that persona's email address. */
Given('{persona} has no email address on file', function (this: SidekickWorld, persona: string) {
  return this.theDemoBackend.attemptsTo(forgetTheEmailOf(persona));
});

// --- Polling ----------------------------------------------------------------------------------

/** Checks how many times the page asked the demo backend for the result, exactly. */
Then('the result has been asked about {int} time(s)', async function (this: SidekickWorld, times: number) {
  assert.equal(await this.theDemoBackend.answer(howOftenTheResultWasAskedAbout()), times);
});

/** Checks that the result card still says it is being prepared. */
Then('the result is still being prepared', async function (this: SidekickWorld) {
  assert.equal(await this.actorInTheSpotlight.answer(whetherTheResultIsStillPrepared()), true);
});

/** Checks every message of the open chat, oldest first; a table with a heading: speaker (You, Sidekick, System), text and note (what shows under the text: Processing…, Approved, Rejected or nothing); {chatId} and {id} in a text stand for the chat's and that message's ids. */
Then('the chat shows these messages:', async function (this: SidekickWorld, table: DataTable) {
  const shown = await this.actorInTheSpotlight.answer(theMessageStates());
  assert.deepEqual(
    shown.map(({ speaker, text, note }) => ({ speaker, text, note })),
    table.hashes().map(({ speaker, text, note }, index) => ({
      speaker,
      text: (text ?? '')
        .replace('{chatId}', shown[index]?.chatId ?? '')
        .replace('{id}', shown[index]?.id ?? ''),
      note: note ?? '',
    })),
  );
});

/** Checks the failed result's text, where {chatId} and {id} stand for the chat's and the result's ids. */
Then('the failed result reads {string}', async function (this: SidekickWorld, template: string) {
  const failed = await this.actorInTheSpotlight.answer(theFailedResult());
  assert.equal(failed.text, template.replace('{chatId}', failed.chatId).replace('{id}', failed.id));
});

// --- The message list -------------------------------------------------------------------------

/** Goes to another chat by its summary while the open one is still busy. */
When('they go to the chat {string}', function (this: SidekickWorld, summary: string) {
  return this.actorInTheSpotlight.attemptsTo(goToTheChat(summary));
});

/** Sends the text without waiting for the answer. */
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

/** Checks that the chat's status lines no longer include that line (in Chromium it waits a few seconds). */
Then('the chat no longer shows {string}', async function (this: SidekickWorld, line: string) {
  const actor = this.actorInTheSpotlight;
  const read = () => actor.answer(theStatusLines());
  const shown = await lookAgainUntil(this, read, (lines) => !lines.includes(line));
  assert.ok(!shown.includes(line), `the chat still shows '${line}'`);
});

/** Checks that the chat shows one message, whose time reads exactly so. */
Then("the message's time reads {string}", async function (this: SidekickWorld, shown: string) {
  assert.deepEqual(await this.actorInTheSpotlight.answer(messageTimes()), [shown]);
});

/** Checks that no message in the chat shows a picture. */
Then('no picture appears in the chat', async function (this: SidekickWorld) {
  assert.equal(await this.actorInTheSpotlight.answer(picturesInTheMessages()), 0);
});

/** Collapses "the result", "the campaign details" or "the launch configuration". */
When('they collapse {result}', function (this: SidekickWorld, which: ResultKind) {
  return this.actorInTheSpotlight.attemptsTo(collapseTheResult(which));
});

/** Expands "the result", "the campaign details" or "the launch configuration". */
When('they expand {result}', function (this: SidekickWorld, which: ResultKind) {
  return this.actorInTheSpotlight.attemptsTo(expandTheResult(which));
});

/** Checks that "the result", "the campaign details" or "the launch configuration" is collapsed. */
Then('{result} is/are collapsed', async function (this: SidekickWorld, which: ResultKind) {
  assert.equal(await this.actorInTheSpotlight.answer(whetherTheResultIsCollapsed(which)), true);
});

/** Checks that "the result", "the campaign details" or "the launch configuration" is expanded. */
Then('{result} is/are not collapsed', async function (this: SidekickWorld, which: ResultKind) {
  assert.equal(await this.actorInTheSpotlight.answer(whetherTheResultIsCollapsed(which)), false);
});

/** Checks that the file's download link was renewed and stays valid for that many hours. */
Then(
  'the link of {string} stays valid for {int} hours',
  async function (this: SidekickWorld, file: string, hours: number) {
    const validFor = await this.actorInTheSpotlight.answer(howLongTheLinkStaysValid(file));
    // Renewed a moment ago (the page's own short delays run on the scenario clock).
    const window = hours * 3_600_000;
    assert.ok(validFor <= window && validFor > window - 1000, `the link is valid for ${validFor} ms`);
  },
);

/** Checks how many times the page read the chat's history from the demo backend, exactly. */
Then("the chat's history was read {int} time(s)", async function (this: SidekickWorld, times: number) {
  assert.equal(await this.theDemoBackend.answer(howOftenTheHistoryWasRead()), times);
});
