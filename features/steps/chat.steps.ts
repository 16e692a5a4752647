import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { Actor } from '../support/actors/Actor';
import type { ResultKind } from '../support/chat/ChatAbility';
import { chatOf } from '../support/chat/hooks';
import type { SidekickWorld } from '../support/world';

/** The actor remembers how many results the chat showed when they last asked for work. */
async function askingForWork(actor: Actor): Promise<void> {
  actor.remember('results before asking', await chatOf(actor).resultCount());
}

const list = (names: string) =>
  names
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

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

// --- Results and their actions --------------------------------------------------------------

Then('{result} show(s) {string}', async function (this: SidekickWorld, which: ResultKind, text: string) {
  assert.ok(await this.chat.resultShows(which, text), `${which} does not show '${text}'`);
});

Then(
  '{result} is/are marked {string}',
  async function (this: SidekickWorld, which: ResultKind, label: string) {
    assert.equal(await this.chat.judgementOf(which), label);
  },
);

Then('{result} is/are not judged', async function (this: SidekickWorld, which: ResultKind) {
  assert.equal(await this.chat.judgementOf(which), null);
});

Then(
  '{result} offer(s) the actions {string}',
  async function (this: SidekickWorld, which: ResultKind, labels: string) {
    const offered = (await this.chat.actionsOf(which)).map((action) => action.label);
    assert.deepEqual(offered, list(labels));
  },
);

Then(
  '{result} let(s) them {string}',
  async function (this: SidekickWorld, which: ResultKind, labels: string) {
    const enabled = (await this.chat.actionsOf(which)).filter((a) => a.enabled).map((a) => a.label);
    assert.deepEqual(enabled, list(labels));
  },
);

Then(
  'the suggested next steps under {result} include {string}',
  async function (this: SidekickWorld, which: ResultKind, label: string) {
    assert.ok((await this.chat.suggestionsUnder(which)).includes(label), `no suggestion '${label}'`);
  },
);

When(
  'they pick the suggestion {string} under {result}',
  async function (this: SidekickWorld, label: string, which: ResultKind) {
    await this.chat.pickSuggestion(which, label);
  },
);

When('they approve {result}', async function (this: SidekickWorld, which: ResultKind) {
  await this.chat.approve(which);
});

When(
  'they reject {result} because {string}',
  async function (this: SidekickWorld, which: ResultKind, reason: string) {
    await askingForWork(this.actorInTheSpotlight);
    await this.chat.reject(which, reason);
  },
);

When(
  'they edit {result} with {string}',
  async function (this: SidekickWorld, which: ResultKind, instructions: string) {
    await askingForWork(this.actorInTheSpotlight);
    await this.chat.edit(which, instructions);
  },
);

When('they regenerate {result}', async function (this: SidekickWorld, which: ResultKind) {
  await askingForWork(this.actorInTheSpotlight);
  await this.chat.regenerate(which);
});

When(
  'they ask the assistant {string} about {result}',
  async function (this: SidekickWorld, question: string, which: ResultKind) {
    await askingForWork(this.actorInTheSpotlight);
    await this.chat.askAbout(which, question);
  },
);

When('they export {result} to a spreadsheet', async function (this: SidekickWorld, which: ResultKind) {
  this.actorInTheSpotlight.remember('exported to', await this.chat.exportToSpreadsheet(which));
});

Then('a spreadsheet opens in a new tab', function (this: SidekickWorld) {
  assert.ok(this.actorInTheSpotlight.recall<string | null>('exported to'), 'no new tab opened');
});

When('they reference {result} in the chat', async function (this: SidekickWorld, which: ResultKind) {
  await this.chat.reference(which);
});

When('they clear the references', async function (this: SidekickWorld) {
  await this.chat.clearReferences();
});

Then('the references read {string}', async function (this: SidekickWorld, previews: string) {
  assert.deepEqual(await this.chat.references(), [previews]);
});

Then(
  'the references preview {result} in 40 characters',
  async function (this: SidekickWorld, _which: ResultKind) {
    const [preview = '', ...more] = await this.chat.references();
    assert.equal(more.length, 0, 'more than one reference is pending');
    assert.ok(preview.endsWith('...'), `the preview is ${JSON.stringify(preview)}`);
    const start = preview.slice(0, -'...'.length);
    assert.equal(start.length, 40);
    const said = (await this.chat.messages()).filter((m) => m.speaker === 'Sidekick');
    assert.ok(
      said.some((m) => m.text.startsWith(start)),
      'the preview is not the start of a result',
    );
  },
);

Then('no reference is pending', async function (this: SidekickWorld) {
  assert.deepEqual(await this.chat.references(), []);
});

Then(
  'the edit of {result} opens {string} starting with {string}',
  async function (this: SidekickWorld, which: ResultKind, title: string, start: string) {
    const dialog = await this.chat.openEditOf(which);
    assert.equal(dialog.title, title);
    assert.ok(dialog.text.startsWith(start), `the dialog starts with ${JSON.stringify(dialog.text)}`);
  },
);

// --- The sidebar's chats --------------------------------------------------------------------

Then('the chat list reads {string}', async function (this: SidekickWorld, names: string) {
  assert.deepEqual(await this.chat.chatList(), list(names));
});

Then('the chat list includes {string}', async function (this: SidekickWorld, name: string) {
  const names = await this.chat.chatList();
  assert.ok(names.includes(name), `the chat list is ${JSON.stringify(names)}`);
});

Then('the chat list does not include {string}', async function (this: SidekickWorld, name: string) {
  assert.ok(!(await this.chat.chatList()).includes(name));
});

When('they search the canvases for {string}', async function (this: SidekickWorld, query: string) {
  await this.chat.searchChats(query);
});

When(
  'they rename the chat {string} to {string} and {chatRenameEnding}',
  async function (
    this: SidekickWorld,
    summary: string,
    typed: string,
    ending: 'presses Enter' | 'presses Escape',
  ) {
    await this.chat.renameChat(summary, typed, ending);
  },
);

When(
  'they rename the chat {string} to {string} from its menu',
  async function (this: SidekickWorld, summary: string, typed: string) {
    await this.chat.renameChat(summary, typed, 'presses Enter', 'menu');
  },
);

When('they pin the chat {string}', async function (this: SidekickWorld, summary: string) {
  await this.chat.togglePin(summary);
});

When('they unpin the chat {string}', async function (this: SidekickWorld, summary: string) {
  await this.chat.togglePin(summary);
});

When('they remove the chat {string}', async function (this: SidekickWorld, summary: string) {
  await this.chat.removeChat(summary);
});

Then('they cannot pin or remove the chat {string}', async function (this: SidekickWorld, summary: string) {
  assert.equal(await this.chat.mayManageChat(summary), false);
});

Then('the sidebar says {string}', async function (this: SidekickWorld, text: string) {
  assert.equal(await this.chat.sidebarNotice(), text);
});

Then('the open chat is {string}', async function (this: SidekickWorld, summary: string) {
  assert.equal(await this.chat.openChatName(), summary);
});

Then('no chat is open', async function (this: SidekickWorld) {
  assert.equal(await this.chat.openChatName(), null);
});
