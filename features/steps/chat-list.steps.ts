import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type { RenameEnding } from '../support/chat/chat-words';
import { theChatList } from '../support/chat/questions/theChatList';
import { theOpenChat } from '../support/chat/questions/theOpenChat';
import { theSidebarNotice } from '../support/chat/questions/theSidebarNotice';
import { whetherTheyMayManageTheChat } from '../support/chat/questions/whetherTheyMayManageTheChat';
import { pinTheChat } from '../support/chat/tasks/pinTheChat';
import { removeTheChat } from '../support/chat/tasks/removeTheChat';
import { renameTheChat, renameTheChatFromItsMenu } from '../support/chat/tasks/renameTheChat';
import { searchTheChats } from '../support/chat/tasks/searchTheChats';
import { list } from '../support/step-lists';
import type { SidekickWorld } from '../support/world';

// --- The sidebar's chats --------------------------------------------------------------------

/** Checks the chats the sidebar lists, in order, written "Acme Q4, Spring launch". */
Then('the chat list reads {string}', async function (this: SidekickWorld, names: string) {
  assert.deepEqual(await this.actorInTheSpotlight.answer(theChatList()), list(names));
});

/** Checks that the sidebar lists a chat with that summary. */
Then('the chat list includes {string}', async function (this: SidekickWorld, name: string) {
  const names = await this.actorInTheSpotlight.answer(theChatList());
  assert.ok(names.includes(name), `the chat list is ${JSON.stringify(names)}`);
});

/** Checks that the sidebar lists no chat with that summary. */
Then('the chat list does not include {string}', async function (this: SidekickWorld, name: string) {
  assert.ok(!(await this.actorInTheSpotlight.answer(theChatList())).includes(name));
});

/** Types the text into the sidebar's search of canvases. */
When('they search the canvases for {string}', function (this: SidekickWorld, query: string) {
  return this.actorInTheSpotlight.attemptsTo(searchTheChats(query));
});

/** Renames a chat in the sidebar by typing that name, then "presses Enter" or "presses Escape". */
When(
  'they rename the chat {string} to {string} and {chatRenameEnding}',
  function (this: SidekickWorld, summary: string, typed: string, ending: RenameEnding) {
    return this.actorInTheSpotlight.attemptsTo(renameTheChat(summary, typed, ending));
  },
);

/** Renames a chat through its menu in the sidebar. */
When(
  'they rename the chat {string} to {string} from its menu',
  function (this: SidekickWorld, summary: string, typed: string) {
    return this.actorInTheSpotlight.attemptsTo(renameTheChatFromItsMenu(summary, typed));
  },
);

/** Pins a chat in the sidebar, so it sorts first. */
When('they pin the chat {string}', function (this: SidekickWorld, summary: string) {
  return this.actorInTheSpotlight.attemptsTo(pinTheChat(summary, 'pin'));
});

/** Unpins a chat in the sidebar. */
When('they unpin the chat {string}', function (this: SidekickWorld, summary: string) {
  return this.actorInTheSpotlight.attemptsTo(pinTheChat(summary, 'unpin'));
});

/** Removes a chat through its menu in the sidebar. */
When('they remove the chat {string}', function (this: SidekickWorld, summary: string) {
  return this.actorInTheSpotlight.attemptsTo(removeTheChat(summary));
});

/** Checks that the sidebar offers neither pin nor remove for that chat. */
Then('they cannot pin or remove the chat {string}', async function (this: SidekickWorld, summary: string) {
  assert.equal(await this.actorInTheSpotlight.answer(whetherTheyMayManageTheChat(summary)), false);
});

/** Checks the sidebar's notice (an error text or an empty state), exactly. */
Then('the sidebar says {string}', async function (this: SidekickWorld, text: string) {
  assert.equal(await this.actorInTheSpotlight.answer(theSidebarNotice()), text);
});

/** Checks the summary of the chat that is open, exactly. */
Then('the open chat is {string}', async function (this: SidekickWorld, summary: string) {
  assert.equal(await this.actorInTheSpotlight.answer(theOpenChat()), summary);
});

/** Checks that no chat is open. */
Then('no chat is open', async function (this: SidekickWorld) {
  assert.equal(await this.actorInTheSpotlight.answer(theOpenChat()), null);
});
