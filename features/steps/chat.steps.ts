import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { Actor } from '../support/actors/Actor';
import { askingForWork, chatOf } from '../support/chat/hooks';
import { list } from '../support/step-lists';
import type { SidekickWorld } from '../support/world';

// --- The workspace and the input area ---------------------------------------------------------

When('they open the chat workspace', async function (this: SidekickWorld) {
  await this.chat.openWorkspace();
});

When('they start a new canvas', async function (this: SidekickWorld) {
  await this.chat.startNewCanvas();
});

When('they open the chat {string}', async function (this: SidekickWorld, summary: string) {
  await this.chat.openChat(summary);
});

When('{actor} send(s) {string}', async (actor: Actor, text: string) => {
  await askingForWork(actor);
  await chatOf(actor).sendMessage(text);
});

Given('they sent {string}', async function (this: SidekickWorld, text: string) {
  await this.chat.sendMessage(text);
});

When('they type {string}', async function (this: SidekickWorld, text: string) {
  await this.chat.type(text);
});

Given('they attached {string}', async function (this: SidekickWorld, fixture: string) {
  await this.chat.attach(fixture);
});

When('they attach {string}', async function (this: SidekickWorld, fixture: string) {
  await this.chat.attach(fixture);
});

When('they remove the attached {string}', async function (this: SidekickWorld, name: string) {
  await this.chat.removeAttachment(name);
});

When('they clear all attached files', async function (this: SidekickWorld) {
  await this.chat.clearAllAttachments();
});

When('they pick the prompt template {string}', async function (this: SidekickWorld, label: string) {
  await this.chat.pickTemplate(label);
});

When('the assistant has finished', async function (this: SidekickWorld) {
  await this.chat.waitForResults();
});

Then('the message box invites {string}', async function (this: SidekickWorld, placeholder: string) {
  assert.equal(await this.chat.placeholder(), placeholder);
});

Then('the message box holds {string}', async function (this: SidekickWorld, text: string) {
  assert.equal(await this.chat.messageBoxText(), text);
});

Then('the message box is empty', async function (this: SidekickWorld) {
  assert.equal(await this.chat.messageBoxText(), '');
});

Then('they cannot send yet', async function (this: SidekickWorld) {
  assert.equal(await this.chat.maySend(), false);
});

Then('the attached files are {string}', async function (this: SidekickWorld, names: string) {
  assert.deepEqual(await this.chat.attachedFiles(), list(names));
});

Then('no file is attached', async function (this: SidekickWorld) {
  assert.deepEqual(await this.chat.attachedFiles(), []);
});

Then('{string} is offered for the files', async function (this: SidekickWorld, _clearAll: string) {
  assert.equal(await this.chat.offersClearAll(), true);
});

Then('{string} is not offered for the files', async function (this: SidekickWorld, _clearAll: string) {
  assert.equal(await this.chat.offersClearAll(), false);
});

Then('they cannot attach files', async function (this: SidekickWorld) {
  assert.equal(await this.chat.mayAttach(), false);
});

Then('the prompt templates include {string}', async function (this: SidekickWorld, label: string) {
  assert.ok((await this.chat.templates()).includes(label), `no prompt template '${label}'`);
});

Then('the prompt templates do not include {string}', async function (this: SidekickWorld, label: string) {
  assert.ok(!(await this.chat.templates()).includes(label), `a prompt template '${label}' is offered`);
});

// --- The message list -----------------------------------------------------------------------

Then('the chat shows their message {string}', async function (this: SidekickWorld, text: string) {
  const mine = (await this.chat.messages()).filter((m) => m.speaker === 'You').map((m) => m.text);
  assert.ok(mine.includes(text), `their messages are ${JSON.stringify(mine)}`);
});

Then('Sidekick answers', async function (this: SidekickWorld) {
  const last = (await this.chat.messages()).at(-1);
  assert.equal(last?.speaker, 'Sidekick');
  assert.ok(last?.text.trim(), 'the answer is empty');
});

Then('Sidekick says {string}', async function (this: SidekickWorld, text: string) {
  const said = (await this.chat.messages()).filter((m) => m.speaker === 'Sidekick').map((m) => m.text);
  assert.ok(said.includes(text), `Sidekick said ${JSON.stringify(said)}`);
});

Then('the chat says {string}', async function (this: SidekickWorld, text: string) {
  const last = (await this.chat.messages()).at(-1);
  assert.deepEqual(last, { speaker: 'System', text });
});

Then('the chat is empty', async function (this: SidekickWorld) {
  assert.deepEqual(await this.chat.messages(), []);
});

Then('the chat shows {int} results', async function (this: SidekickWorld, count: number) {
  assert.equal(await this.chat.resultCount(), count);
});

Then('a new result appears', async function (this: SidekickWorld) {
  await this.chat.waitForResults();
  assert.equal(
    await this.chat.resultCount(),
    this.actorInTheSpotlight.recallOr('results before asking', 0) + 1,
  );
});
