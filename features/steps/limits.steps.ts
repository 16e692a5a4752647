import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { theMessageBox } from '../support/chat/questions/theMessageBox';
import { send } from '../support/chat/tasks/send';
import type { SidekickWorld } from '../support/world';

const longText = (characters: number) => 'x'.repeat(characters);

/** Sends a message of exactly that many characters. */
When('they send a message of {int} characters', function (this: SidekickWorld, characters: number) {
  return this.actorInTheSpotlight.attemptsTo(send(longText(characters)));
});

/** Checks that the message box still holds the persona's message of that many characters, unsent. */
Then(
  'the message box still holds their message of {int} characters',
  async function (this: SidekickWorld, characters: number) {
    assert.equal(await this.actorInTheSpotlight.answer(theMessageBox()), longText(characters));
  },
);
