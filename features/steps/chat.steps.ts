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

/** Opens the chat workspace, the page where a persona talks to Sidekick. */
When('they open the chat workspace', function (this: SidekickWorld) {
  return this.actorInTheSpotlight.attemptsTo(openTheChatWorkspace());
});

/** Starts a new canvas: an empty chat, with nothing sent yet. */
When('they start a new canvas', function (this: SidekickWorld) {
  return this.actorInTheSpotlight.attemptsTo(startANewCanvas());
});

/** Opens one of the persona's chats from the sidebar, by its summary line. */
When('they open the chat {string}', function (this: SidekickWorld, summary: string) {
  return this.actorInTheSpotlight.attemptsTo(openTheChat(summary));
});

/** Types the text and sends it, remembering how many results the chat showed before (for "a new result appears"). */
When('{actor} send(s) {string}', (actor: Actor, text: string) =>
  actor.attemptsTo(noteTheResultsSoFar(), send(text)),
);

/** Sets the scene: the persona already sent that message in the open chat. */
Given('they sent {string}', function (this: SidekickWorld, text: string) {
  return this.actorInTheSpotlight.attemptsTo(send(text));
});

/** Types the text into the message box without sending it. */
When('they type {string}', function (this: SidekickWorld, text: string) {
  return this.actorInTheSpotlight.attemptsTo(typeAMessage(text));
});

/** Sets the scene: the persona already attached that sample file (see the glossary's sample files). */
Given('they attached {string}', function (this: SidekickWorld, fixture: string) {
  return this.actorInTheSpotlight.attemptsTo(attachAFile(fixture));
});

/** Attaches that sample file to the message being written (see the glossary's sample files). */
When('they attach {string}', function (this: SidekickWorld, fixture: string) {
  return this.actorInTheSpotlight.attemptsTo(attachAFile(fixture));
});

/** Removes one attached file, by its file name, before sending. */
When('they remove the attached {string}', function (this: SidekickWorld, name: string) {
  return this.actorInTheSpotlight.attemptsTo(removeTheAttachedFile(name));
});

/** Presses "Clear all" to drop every attached file. */
When('they clear all attached files', function (this: SidekickWorld) {
  return this.actorInTheSpotlight.attemptsTo(clearTheAttachedFiles());
});

/** Picks a prompt template by its label; its text goes into the message box. */
When('they pick the prompt template {string}', function (this: SidekickWorld, label: string) {
  return this.actorInTheSpotlight.attemptsTo(pickAPromptTemplate(label));
});

/** Waits until the assistant has stopped working on the last message. */
When('the assistant has finished', function (this: SidekickWorld) {
  return this.actorInTheSpotlight.attemptsTo(waitForTheAssistant());
});

/** Checks the empty message box's placeholder text, exactly. */
Then('the message box invites {string}', async function (this: SidekickWorld, placeholder: string) {
  assert.equal(await this.actorInTheSpotlight.answer(theMessageBoxInvitation()), placeholder);
});

/** Checks the text in the message box, exactly. */
Then('the message box holds {string}', async function (this: SidekickWorld, text: string) {
  assert.equal(await this.actorInTheSpotlight.answer(theMessageBox()), text);
});

/** Checks that the message box holds no text. */
Then('the message box is empty', async function (this: SidekickWorld) {
  assert.equal(await this.actorInTheSpotlight.answer(theMessageBox()), '');
});

/** Checks that the send button is disabled. */
Then('they cannot send yet', async function (this: SidekickWorld) {
  assert.equal(await this.actorInTheSpotlight.answer(whetherTheyMaySend()), false);
});

/** Checks the names of the attached files, in order, written "brief.pdf, logo.png". */
Then('the attached files are {string}', async function (this: SidekickWorld, names: string) {
  assert.deepEqual(await this.actorInTheSpotlight.answer(theAttachedFiles()), list(names));
});

/** Checks that no file is attached to the message being written. */
Then('no file is attached', async function (this: SidekickWorld) {
  assert.deepEqual(await this.actorInTheSpotlight.answer(theAttachedFiles()), []);
});

/** Checks that the "Clear all" button is shown for the attached files. */
Then('"Clear all" is offered for the files', async function (this: SidekickWorld) {
  assert.equal(await this.actorInTheSpotlight.answer(whetherClearAllIsOffered()), true);
});

/** Checks that the "Clear all" button is not shown for the attached files. */
Then('"Clear all" is not offered for the files', async function (this: SidekickWorld) {
  assert.equal(await this.actorInTheSpotlight.answer(whetherClearAllIsOffered()), false);
});

/** Checks that the attach button is disabled. */
Then('they cannot attach files', async function (this: SidekickWorld) {
  assert.equal(await this.actorInTheSpotlight.answer(whetherTheyMayAttach()), false);
});

/** Checks that the prompt templates offer one with that label. */
Then('the prompt templates include {string}', async function (this: SidekickWorld, label: string) {
  const templates = await this.actorInTheSpotlight.answer(thePromptTemplates());
  assert.ok(templates.includes(label), `no prompt template '${label}'`);
});

/** Checks that no prompt template with that label is offered. */
Then('the prompt templates do not include {string}', async function (this: SidekickWorld, label: string) {
  const templates = await this.actorInTheSpotlight.answer(thePromptTemplates());
  assert.ok(!templates.includes(label), `a prompt template '${label}' is offered`);
});

// --- The message list -----------------------------------------------------------------------

/** Checks that one of the persona's own messages in the chat reads exactly so. */
Then('the chat shows their message {string}', async function (this: SidekickWorld, text: string) {
  const messages = await this.actorInTheSpotlight.answer(theMessages());
  const mine = messages.filter((m) => m.speaker === 'You').map((m) => m.text);
  assert.ok(mine.includes(text), `their messages are ${JSON.stringify(mine)}`);
});

/** Sets the scene: the persona has a chat with that summary holding that many messages of their own ("Brief 1", "Brief 2" …). */
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

/** Scrolls the open chat to its top, which loads the earlier messages page by page. */
When('they scroll to the top of the chat', function (this: SidekickWorld) {
  return this.actorInTheSpotlight.attemptsTo(scrollToTheTop());
});

/** Checks how many messages the open chat shows, exactly. */
Then('the chat holds {int} messages', async function (this: SidekickWorld, count: number) {
  assert.equal(await this.actorInTheSpotlight.answer(howManyMessagesTheChatHolds()), count);
});

/** Checks the text of the chat's first (oldest) message shown, exactly. */
Then("the chat's first message reads {string}", async function (this: SidekickWorld, text: string) {
  assert.equal(await this.actorInTheSpotlight.answer(theFirstMessage()), text);
});

/** Checks that scrolling up read exactly that many pages of earlier messages, none twice and not the newest again. */
Then(
  'the earlier messages were read in {int} pages, each once',
  async function (this: SidekickWorld, count: number) {
    const pages = await this.actorInTheSpotlight.answer(thePagesReadWhileScrolling());
    assert.equal(new Set(pages).size, pages.length, `pages read: ${pages.join(', ')}`);
    assert.ok(!pages.includes('newest'), 'the newest page was read again');
    assert.equal(pages.length, count, `pages read: ${pages.join(', ')}`);
  },
);

/** Checks that the last message is Sidekick's and is not empty. */
Then('Sidekick answers', async function (this: SidekickWorld) {
  const last = (await this.actorInTheSpotlight.answer(theMessages())).at(-1);
  assert.equal(last?.speaker, 'Sidekick');
  assert.ok(last?.text.trim(), 'the answer is empty');
});

/** Checks that one of Sidekick's messages reads exactly so. */
Then('Sidekick says {string}', async function (this: SidekickWorld, text: string) {
  const messages = await this.actorInTheSpotlight.answer(theMessages());
  const said = messages.filter((m) => m.speaker === 'Sidekick').map((m) => m.text);
  assert.ok(said.includes(text), `Sidekick said ${JSON.stringify(said)}`);
});

/** Checks that the last message in the chat is a system notice reading exactly so (an error text, a notice). */
Then('the chat says {string}', async function (this: SidekickWorld, text: string) {
  const last = (await this.actorInTheSpotlight.answer(theMessages())).at(-1);
  assert.deepEqual(last, { speaker: 'System', text });
});

/** Checks that the chat shows no message at all. */
Then('the chat is empty', async function (this: SidekickWorld) {
  assert.deepEqual(await this.actorInTheSpotlight.answer(theMessages()), []);
});

/** Checks how many result cards the chat shows, exactly. */
Then('the chat shows {int} results', async function (this: SidekickWorld, count: number) {
  assert.equal(await this.actorInTheSpotlight.answer(howManyResults()), count);
});

/** Waits for the assistant, then checks that exactly one result more shows than before the persona last sent. */
Then('a new result appears', async function (this: SidekickWorld) {
  const actor = this.actorInTheSpotlight;
  await actor.attemptsTo(waitForTheAssistant());
  assert.equal(await actor.answer(howManyResults()), resultsBeforeAsking(actor) + 1);
});
