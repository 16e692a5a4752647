import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { theMessageBox } from '../support/chat/questions/theMessageBox';
import { send } from '../support/chat/tasks/send';
import type { SidekickWorld } from '../support/world';

const longText = (characters: number) => 'x'.repeat(characters);

const BRIEF_SENTENCE =
  'Northwind Outdoor launches its spring hiking range across the US, for adults who spend their weekends outdoors. ';

/** A pasted brief of that many characters (to a sentence's length), sentences an analyst would paste. */
const briefOf = (characters: number) =>
  BRIEF_SENTENCE.repeat(Math.max(1, Math.round(characters / BRIEF_SENTENCE.length)));

/** Sends a message of exactly that many characters. */
When('they send a message of {int} characters', function (this: SidekickWorld, characters: number) {
  return this.actorInTheSpotlight.attemptsTo(send(longText(characters)));
});

/** Sends a brief of about that many characters pasted ahead of a question, as one message. */
When(
  'they send a brief of {int} characters ending with {string}',
  function (this: SidekickWorld, characters: number, question: string) {
    return this.actorInTheSpotlight.attemptsTo(send(`${briefOf(characters)}${question}`));
  },
);

/** Checks that the message box still holds the persona's message of that many characters, unsent. */
Then(
  'the message box still holds their message of {int} characters',
  async function (this: SidekickWorld, characters: number) {
    assert.equal(await this.actorInTheSpotlight.answer(theMessageBox()), longText(characters));
  },
);
