import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type { Actor } from '../support/actors/Actor';
import { whetherCreativesMayBeSent } from '../support/campaigns/questions/whetherCreativesMayBeSent';
import { pressUploadWithoutCreatives } from '../support/campaigns/tasks/pressUploadWithoutCreatives';
import { startTheOrchestrationWith } from '../support/campaigns/tasks/startTheOrchestrationWith';
import { list } from '../support/step-lists';
import type { SidekickWorld } from '../support/world';

// Starting a run from the campaign page, and creatives refused before they go.

/** Adds those sample files on a campaign page without a run, written "io.pdf, launch-template.json", and presses Start Orchestration. */
When('{actor} start(s) the orchestration with {string}', (actor: Actor, files: string) =>
  actor.attemptsTo(startTheOrchestrationWith(list(files))),
);

/** Presses the creatives panel's upload button without picking a file. */
When('{actor} press(es) upload without creatives', (actor: Actor) =>
  actor.attemptsTo(pressUploadWithoutCreatives()),
);

/** Checks that the creatives panel's upload button cannot be pressed now. */
Then('the creatives cannot be sent', async function (this: SidekickWorld) {
  assert.equal(await this.actorInTheSpotlight.answer(whetherCreativesMayBeSent()), false);
});

/** Checks that the creatives panel's upload button can be pressed now. */
Then('the creatives can be sent', async function (this: SidekickWorld) {
  assert.equal(await this.actorInTheSpotlight.answer(whetherCreativesMayBeSent()), true);
});
