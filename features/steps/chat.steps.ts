import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { Actor } from '../support/actors/Actor';
import { howManyResults } from '../support/chat/questions/howManyResults';
import {
  theAttachedFiles,
  whetherClearAllIsOffered,
  whetherTheyMayAttach,
} from '../support/chat/questions/theAttachedFiles';
import {
  howManyMessagesTheChatHolds,
  theFirstMessage,
  thePagesReadWhileScrolling,
} from '../support/chat/questions/theLongChat';
import { theMessageBox, theMessageBoxInvitation } from '../support/chat/questions/theMessageBox';
import { theMessages } from '../support/chat/questions/theMessages';
import { thePromptTemplates } from '../support/chat/questions/thePromptTemplates';
import { whetherTheyMaySend } from '../support/chat/questions/whetherTheyMaySend';
import { attachAFile } from '../support/chat/tasks/attachAFile';
import { clearTheAttachedFiles } from '../support/chat/tasks/clearTheAttachedFiles';
import { haveAChat } from '../support/chat/tasks/haveAChat';
import { noteTheResultsSoFar, resultsBeforeAsking } from '../support/chat/tasks/noteTheResultsSoFar';
import { openTheChat } from '../support/chat/tasks/openTheChat';
import { openTheChatWorkspace } from '../support/chat/tasks/openTheChatWorkspace';
import { pickAPromptTemplate } from '../support/chat/tasks/pickAPromptTemplate';
import { removeTheAttachedFile } from '../support/chat/tasks/removeTheAttachedFile';
import { scrollToTheTop } from '../support/chat/tasks/scrollToTheTop';
import { send } from '../support/chat/tasks/send';
import { startANewCanvas } from '../support/chat/tasks/startANewCanvas';
import { typeAMessage } from '../support/chat/tasks/typeAMessage';
import { waitForTheAssistant } from '../support/chat/tasks/waitForTheAssistant';
import { list } from '../support/step-lists';
import type { SidekickWorld } from '../support/world';

// --- The workspace and the input area ---------------------------------------------------------

When('they open the chat workspace', function (this: SidekickWorld) {
  return this.actorInTheSpotlight.attemptsTo(openTheChatWorkspace());
});

When('they start a new canvas', function (this: SidekickWorld) {
  return this.actorInTheSpotlight.attemptsTo(startANewCanvas());
});

When('they open the chat {string}', function (this: SidekickWorld, summary: string) {
  return this.actorInTheSpotlight.attemptsTo(openTheChat(summary));
});

When('{actor} send(s) {string}', (actor: Actor, text: string) =>
  actor.attemptsTo(noteTheResultsSoFar(), send(text)),
);

Given('they sent {string}', function (this: SidekickWorld, text: string) {
  return this.actorInTheSpotlight.attemptsTo(send(text));
});

When('they type {string}', function (this: SidekickWorld, text: string) {
  return this.actorInTheSpotlight.attemptsTo(typeAMessage(text));
});

Given('they attached {string}', function (this: SidekickWorld, fixture: string) {
  return this.actorInTheSpotlight.attemptsTo(attachAFile(fixture));
});

When('they attach {string}', function (this: SidekickWorld, fixture: string) {
  return this.actorInTheSpotlight.attemptsTo(attachAFile(fixture));
});

When('they remove the attached {string}', function (this: SidekickWorld, name: string) {
  return this.actorInTheSpotlight.attemptsTo(removeTheAttachedFile(name));
});

When('they clear all attached files', function (this: SidekickWorld) {
  return this.actorInTheSpotlight.attemptsTo(clearTheAttachedFiles());
});

When('they pick the prompt template {string}', function (this: SidekickWorld, label: string) {
  return this.actorInTheSpotlight.attemptsTo(pickAPromptTemplate(label));
});

When('the assistant has finished', function (this: SidekickWorld) {
  return this.actorInTheSpotlight.attemptsTo(waitForTheAssistant());
});

Then('the message box invites {string}', async function (this: SidekickWorld, placeholder: string) {
  assert.equal(await this.actorInTheSpotlight.answer(theMessageBoxInvitation()), placeholder);
});

Then('the message box holds {string}', async function (this: SidekickWorld, text: string) {
  assert.equal(await this.actorInTheSpotlight.answer(theMessageBox()), text);
});

Then('the message box is empty', async function (this: SidekickWorld) {
  assert.equal(await this.actorInTheSpotlight.answer(theMessageBox()), '');
});

Then('they cannot send yet', async function (this: SidekickWorld) {
  assert.equal(await this.actorInTheSpotlight.answer(whetherTheyMaySend()), false);
});

Then('the attached files are {string}', async function (this: SidekickWorld, names: string) {
  assert.deepEqual(await this.actorInTheSpotlight.answer(theAttachedFiles()), list(names));
});

Then('no file is attached', async function (this: SidekickWorld) {
  assert.deepEqual(await this.actorInTheSpotlight.answer(theAttachedFiles()), []);
});

Then('"Clear all" is offered for the files', async function (this: SidekickWorld) {
  assert.equal(await this.actorInTheSpotlight.answer(whetherClearAllIsOffered()), true);
});

Then('"Clear all" is not offered for the files', async function (this: SidekickWorld) {
  assert.equal(await this.actorInTheSpotlight.answer(whetherClearAllIsOffered()), false);
});

Then('they cannot attach files', async function (this: SidekickWorld) {
  assert.equal(await this.actorInTheSpotlight.answer(whetherTheyMayAttach()), false);
});

Then('the prompt templates include {string}', async function (this: SidekickWorld, label: string) {
  const templates = await this.actorInTheSpotlight.answer(thePromptTemplates());
  assert.ok(templates.includes(label), `no prompt template '${label}'`);
});

Then('the prompt templates do not include {string}', async function (this: SidekickWorld, label: string) {
  const templates = await this.actorInTheSpotlight.answer(thePromptTemplates());
  assert.ok(!templates.includes(label), `a prompt template '${label}' is offered`);
});

// --- The message list -----------------------------------------------------------------------

Then('the chat shows their message {string}', async function (this: SidekickWorld, text: string) {
  const messages = await this.actorInTheSpotlight.answer(theMessages());
  const mine = messages.filter((m) => m.speaker === 'You').map((m) => m.text);
  assert.ok(mine.includes(text), `their messages are ${JSON.stringify(mine)}`);
});

Given(
  'they have a chat {string} of {int} messages',
  function (this: SidekickWorld, summary: string, count: number) {
    const messages = Array.from({ length: count }, (_, i) => ({
      speaker: 'user' as const,
      text: `Brief ${i + 1}`,
    }));
    return this.actorInTheSpotlight.attemptsTo(haveAChat(summary, messages));
  },
);

When('they scroll to the top of the chat', function (this: SidekickWorld) {
  return this.actorInTheSpotlight.attemptsTo(scrollToTheTop());
});

Then('the chat holds {int} messages', async function (this: SidekickWorld, count: number) {
  assert.equal(await this.actorInTheSpotlight.answer(howManyMessagesTheChatHolds()), count);
});

Then("the chat's first message reads {string}", async function (this: SidekickWorld, text: string) {
  assert.equal(await this.actorInTheSpotlight.answer(theFirstMessage()), text);
});

Then(
  'the earlier messages were read in {int} pages, each once',
  async function (this: SidekickWorld, count: number) {
    const pages = await this.actorInTheSpotlight.answer(thePagesReadWhileScrolling());
    assert.equal(new Set(pages).size, pages.length, `pages read: ${pages.join(', ')}`);
    assert.ok(!pages.includes('newest'), 'the newest page was read again');
    assert.equal(pages.length, count, `pages read: ${pages.join(', ')}`);
  },
);

Then('Sidekick answers', async function (this: SidekickWorld) {
  const last = (await this.actorInTheSpotlight.answer(theMessages())).at(-1);
  assert.equal(last?.speaker, 'Sidekick');
  assert.ok(last?.text.trim(), 'the answer is empty');
});

Then('Sidekick says {string}', async function (this: SidekickWorld, text: string) {
  const messages = await this.actorInTheSpotlight.answer(theMessages());
  const said = messages.filter((m) => m.speaker === 'Sidekick').map((m) => m.text);
  assert.ok(said.includes(text), `Sidekick said ${JSON.stringify(said)}`);
});

Then('the chat says {string}', async function (this: SidekickWorld, text: string) {
  const last = (await this.actorInTheSpotlight.answer(theMessages())).at(-1);
  assert.deepEqual(last, { speaker: 'System', text });
});

Then('the chat is empty', async function (this: SidekickWorld) {
  assert.deepEqual(await this.actorInTheSpotlight.answer(theMessages()), []);
});

Then('the chat shows {int} results', async function (this: SidekickWorld, count: number) {
  assert.equal(await this.actorInTheSpotlight.answer(howManyResults()), count);
});

Then('a new result appears', async function (this: SidekickWorld) {
  const actor = this.actorInTheSpotlight;
  await actor.attemptsTo(waitForTheAssistant());
  assert.equal(await actor.answer(howManyResults()), resultsBeforeAsking(actor) + 1);
});
