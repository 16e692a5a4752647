import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { list } from '../support/step-lists';
import type { SidekickWorld } from '../support/world';

// --- The sidebar's chats --------------------------------------------------------------------

Then('the chat list reads {string}', async function (this: SidekickWorld, names: string) {
  assert.deepEqual(await this.chatList.chatList(), list(names));
});

Then('the chat list includes {string}', async function (this: SidekickWorld, name: string) {
  const names = await this.chatList.chatList();
  assert.ok(names.includes(name), `the chat list is ${JSON.stringify(names)}`);
});

Then('the chat list does not include {string}', async function (this: SidekickWorld, name: string) {
  assert.ok(!(await this.chatList.chatList()).includes(name));
});

When('they search the canvases for {string}', async function (this: SidekickWorld, query: string) {
  await this.chatList.searchChats(query);
});

When(
  'they rename the chat {string} to {string} and {chatRenameEnding}',
  async function (
    this: SidekickWorld,
    summary: string,
    typed: string,
    ending: 'presses Enter' | 'presses Escape',
  ) {
    await this.chatList.renameChat(summary, typed, ending);
  },
);

When(
  'they rename the chat {string} to {string} from its menu',
  async function (this: SidekickWorld, summary: string, typed: string) {
    await this.chatList.renameChat(summary, typed, 'presses Enter', 'menu');
  },
);

When('they pin the chat {string}', async function (this: SidekickWorld, summary: string) {
  await this.chatList.togglePin(summary);
});

When('they unpin the chat {string}', async function (this: SidekickWorld, summary: string) {
  await this.chatList.togglePin(summary);
});

When('they remove the chat {string}', async function (this: SidekickWorld, summary: string) {
  await this.chatList.removeChat(summary);
});

Then('they cannot pin or remove the chat {string}', async function (this: SidekickWorld, summary: string) {
  assert.equal(await this.chatList.mayManageChat(summary), false);
});

Then('the sidebar says {string}', async function (this: SidekickWorld, text: string) {
  assert.equal(await this.chatList.sidebarNotice(), text);
});

Then('the open chat is {string}', async function (this: SidekickWorld, summary: string) {
  assert.equal(await this.chatList.openChatName(), summary);
});

Then('no chat is open', async function (this: SidekickWorld) {
  assert.equal(await this.chatList.openChatName(), null);
});
