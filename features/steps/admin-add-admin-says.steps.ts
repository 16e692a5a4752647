import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { theAdminCandidates } from '../support/admin/questions/theAdminCandidates';
import { whatTheFormSays } from '../support/admin/questions/whatTheFormSays';
import { cancelAddingAnAdmin } from '../support/admin/tasks/cancelAddingAnAdmin';
import { lookAgainUntil } from '../support/look-again';
import type { SidekickWorld } from '../support/world';

/** Presses Add Admin on the open account's admins, checks the error its form shows, exactly, and cancels it. */
Then('Add Admin says {string}', async function (this: SidekickWorld, text: string) {
  const actor = this.actorInTheSpotlight;
  await actor.answer(theAdminCandidates());
  const seen = await lookAgainUntil(
    this,
    () => actor.answer(whatTheFormSays()),
    (said) => said === text,
  );
  await actor.attemptsTo(cancelAddingAnAdmin());
  assert.equal(seen, text);
});
