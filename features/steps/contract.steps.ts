import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type { Actor } from '../support/actors/Actor';
import { openApiReference, referenceCredentials, referenceSections } from '../support/questions/apiReference';
import { backendRefusals } from '../support/questions/backendRefusals';
import type { SidekickWorld } from '../support/world';

const list = (text: string) => text.split(/,\s(?=[A-Z])/).map((item) => item.trim());

/** Opens the API reference of the demo backend (browser level only); Swagger UI may take 20 s to show it. */
When('{actor} opens the API reference', { timeout: 60_000 }, (actor: Actor) =>
  actor.attemptsTo(openApiReference()),
);

/** Checks the sections of the API reference, in order, written "Identity and accounts, Chat" (browser level only). */
Then('the reference has the sections {string}', async function (this: SidekickWorld, sections: string) {
  assert.deepEqual(await this.actorInTheSpotlight.answer(referenceSections()), list(sections));
});

/** Checks the credentials the API reference offers to try calls with, in order, written "apiKey, bearer" (browser level only). */
Then('the reference offers the credentials {string}', async function (this: SidekickWorld, names: string) {
  assert.deepEqual(await this.actorInTheSpotlight.answer(referenceCredentials()), names.split(', '));
});

/** Checks that the backend answered every call the page has made so far with a success (browser level only). */
Then('the backend has answered every call of the app', async function (this: SidekickWorld) {
  assert.deepEqual(await this.actorInTheSpotlight.answer(backendRefusals()), []);
});
