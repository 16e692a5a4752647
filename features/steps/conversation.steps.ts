import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { theMessages } from '../support/chat/questions/theMessages';
import type { SidekickWorld } from '../support/world';

/** Sidekick's last message, for answers too long to quote whole (a list, an account's campaigns). */
async function latestAnswer(world: SidekickWorld): Promise<string> {
  const messages = await world.actorInTheSpotlight.answer(theMessages());
  return messages.filter((message) => message.speaker === 'Sidekick').at(-1)?.text ?? '';
}

/** Checks that Sidekick's latest answer begins with that text. */
Then("Sidekick's latest answer begins with {string}", async function (this: SidekickWorld, text: string) {
  const answer = await latestAnswer(this);
  assert.ok(answer.startsWith(text), `Sidekick's latest answer is "${answer}"`);
});

/** Checks that Sidekick's latest answer says that text. */
Then("Sidekick's latest answer says {string}", async function (this: SidekickWorld, text: string) {
  const answer = await latestAnswer(this);
  assert.ok(answer.includes(text), `Sidekick's latest answer is "${answer}"`);
});
