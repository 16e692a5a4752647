import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type { Actor } from '../support/actors/Actor';
import { openApiReference, referenceCredentials, referenceSections } from '../support/questions/apiReference';
import type { SidekickWorld } from '../support/world';

const list = (text: string) => text.split(/,\s(?=[A-Z])/).map((item) => item.trim());

When('{actor} opens the API reference', (actor: Actor) => actor.attemptsTo(openApiReference()));

Then('the reference has the sections {string}', async function (this: SidekickWorld, sections: string) {
  assert.deepEqual(await this.actorInTheSpotlight.answer(referenceSections()), list(sections));
});

Then('the reference offers the credentials {string}', async function (this: SidekickWorld, names: string) {
  assert.deepEqual(await this.actorInTheSpotlight.answer(referenceCredentials()), names.split(', '));
});
