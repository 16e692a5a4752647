import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type { Actor } from '../support/actors/Actor';
import { theCreationUploadError } from '../support/campaigns/questions/theCreationUploadError';
import { whereTheCreationLeads } from '../support/campaigns/questions/whereTheCreationLeads';
import { cancelTheCreation } from '../support/campaigns/tasks/cancelTheCreation';
import type { SidekickWorld } from '../support/world';

/** Checks what the creation form's file area says of a failed upload, exactly. */
Then('the creation form says of its files {string}', async function (this: SidekickWorld, text: string) {
  assert.equal(await this.actorInTheSpotlight.answer(theCreationUploadError()), text);
});

/** Presses Cancel on "Create New Campaign". */
When('{actor} cancel(s) the campaign creation', (actor: Actor) => actor.attemptsTo(cancelTheCreation()));

/** Checks the address the creation screen went to, exactly ("/"). */
Then('the creation screen leads to {string}', async function (this: SidekickWorld, address: string) {
  assert.equal(await this.actorInTheSpotlight.answer(whereTheCreationLeads()), address);
});
