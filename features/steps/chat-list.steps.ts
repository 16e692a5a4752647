import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { list } from '../support/step-lists';
import type { SidekickWorld } from '../support/world';

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
