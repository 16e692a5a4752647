import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type { Actor } from '../support/actors/Actor';
import { theCampaignFileRows } from '../support/campaigns/questions/theCampaignFileRows';
import { downloadTheFile } from '../support/campaigns/tasks/downloadTheFile';
import { list } from '../support/step-lists';
import type { SidekickWorld } from '../support/world';

/** Presses Download beside one of the campaign page's uploaded files, by its name ("io.pdf"). */
When('{actor} download(s) the file {string}', (actor: Actor, name: string) =>
  actor.attemptsTo(downloadTheFile(name)),
);

/** Checks the address the last file download opened in a new tab. */
Then('the download opened {string}', function (this: SidekickWorld, address: string) {
  assert.equal(this.actorInTheSpotlight.recall<string | null>('opened address'), address);
});

/** Checks the campaign page's uploaded files, in order: name, size and the Download offer of each ("io.pdf 1.5 KB Download, …"). */
Then("the campaign's files read {string}", async function (this: SidekickWorld, files: string) {
  assert.deepEqual(await this.actorInTheSpotlight.answer(theCampaignFileRows()), list(files));
});
