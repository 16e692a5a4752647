import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
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
import { theStatusLines } from '../support/chat/questions/theStatusLines';
import { whetherTheResultIsCollapsed } from '../support/chat/questions/whetherTheResultIsCollapsed';
import { scenarioLaunch, scenarioResult } from '../support/chat/scenario-chat';
import { answerWhatWasHeld } from '../support/chat/tasks/answerWhatWasHeld';
import { collapseTheResult, expandTheResult } from '../support/chat/tasks/collapseTheResult';
import { forgetTheEmailOf } from '../support/chat/tasks/forgetTheEmailOf';
import { goToTheChat } from '../support/chat/tasks/goToTheChat';
import { haveAChat } from '../support/chat/tasks/haveAChat';
import { holdAnswersTo } from '../support/chat/tasks/holdAnswers';
import { notFindTheResult } from '../support/chat/tasks/notFindTheResult';
import { startSending } from '../support/chat/tasks/startSending';
import { letTimePass } from '../support/interactions/letTimePass';
import { lookAgainUntil } from '../support/look-again';
import { messageTimes } from '../support/questions/messageTimes';
import type { SidekickWorld } from '../support/world';

const _list = (names: string) =>
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
