import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type { SidekickWorld } from '../support/world';

const longText = (characters: number) => 'x'.repeat(characters);

When('they send a message of {int} characters', async function (this: SidekickWorld, characters: number) {
  await this.chat.sendMessage(longText(characters));
});

Then(
  'the message box still holds their message of {int} characters',
  async function (this: SidekickWorld, characters: number) {
    assert.equal(await this.chat.messageBoxText(), longText(characters));
  },
);
