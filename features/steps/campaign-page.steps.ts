import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { Actor } from '../support/actors/Actor';
import { onceItReads } from '../support/campaigns/questions/onceItReads';
import { theAcceptedCreatives } from '../support/campaigns/questions/theAcceptedCreatives';
import { theActivity } from '../support/campaigns/questions/theActivity';
import { theAssignmentTimeLeft } from '../support/campaigns/questions/theAssignmentTimeLeft';
import { theCampaignFiles } from '../support/campaigns/questions/theCampaignFiles';
import { theCampaignStatus } from '../support/campaigns/questions/theCampaignStatus';
import { theCreativeButton } from '../support/campaigns/questions/theCreativeButton';
import { theCreativeTypes } from '../support/campaigns/questions/theCreativeTypes';
import { theLinksToThePlatform } from '../support/campaigns/questions/theLinksToThePlatform';
import { theRunsProgress } from '../support/campaigns/questions/theRunsProgress';
import { theStages } from '../support/campaigns/questions/theStages';
import { theSubTasks } from '../support/campaigns/questions/theSubTasks';
import { whatTheCampaignPageSays } from '../support/campaigns/questions/whatTheCampaignPageSays';
import { whetherTheyMayChangeTheCampaign } from '../support/campaigns/questions/whetherTheyMayChangeTheCampaign';
import { whetherTheyMayStart } from '../support/campaigns/questions/whetherTheyMayStart';
import { seededCampaigns } from '../support/campaigns/seeded';
import { checkTheRunAgain } from '../support/campaigns/tasks/checkTheRunAgain';
import { downloadTheSdfFiles } from '../support/campaigns/tasks/downloadTheSdfFiles';
import { openTheCampaign, startOpeningTheCampaign } from '../support/campaigns/tasks/openTheCampaign';
import { stopTheOrchestration } from '../support/campaigns/tasks/stopTheOrchestration';
import { uploadTheCreatives } from '../support/campaigns/tasks/uploadTheCreatives';
import { list } from '../support/step-lists';
import type { SidekickWorld } from '../support/world';

// Arranging the run: the demo's runs are held or finished rather than raced.

/** Sets the demo backend to keep every campaign run at its first step until "the campaign run finishes its steps". */
Given('the campaign run is held at its first step', async function (this: SidekickWorld) {
  await this.app.seed({ runs: 'hold' }, { reload: false });
});

/** Lets the held campaign run go on, and waits until its progress reads Complete, Failed or Stopped. */
When('the campaign run finishes its steps', async function (this: SidekickWorld) {
  await this.app.seed({ runs: 'finish' }, { reload: false });
  await this.actorInTheSpotlight.answer(
    onceItReads(theRunsProgress(), (value) => ['Complete', 'Failed', 'Stopped'].includes(value)),
  );
});

/** Sets the scene: the creatives assignment began that many minutes ago and is not done. */
Given(
  'the creatives assignment started {int} minutes ago and is still at work',
  async function (this: SidekickWorld, minutes: number) {
    await this.app.seed({ assignmentsStartedMinutesAgo: minutes }, { reload: false });
  },
);

/** Makes the demo backend refuse that persona from now on (deactivated meanwhile: every call answered 401). */
Given('the demo backend no longer lets {actor} in', async function (this: SidekickWorld, actor: Actor) {
  await this.app.lockOut(actor.name);
});

/** Spec 2 §9: a poll going on for more than 5 minutes is orphaned; the run's poll beats every 3 s. */
When('the page has polled the run for more than 5 minutes', async function (this: SidekickWorld) {
  await this.app.jumpClock(5 * 60_000);
  await this.app.wait(3500);
});

// What the user does

/** Asks the campaign page to read the run's status again now (its check-again button). */
When('{actor} check(s) the run again', (actor: Actor) => actor.attemptsTo(checkTheRunAgain()));

/** Opens a campaign's page by its name, from the campaigns list. */
When('{actor} open(s) the campaign {string}', (actor: Actor, name: string) =>
  actor.attemptsTo(openTheCampaign(name)),
);

/** Opens the page of the persona's seeded demo campaign for that destination ("The Trade Desk"; see the glossary's demo data). */
When('{actor} open(s) the seeded campaign for {string}', (actor: Actor, destination: string) => {
  const campaign = seededCampaigns(actor.name).find((candidate) => candidate.destination === destination);
  if (!campaign) throw new Error(`${actor.name}'s account has no seeded ${destination} campaign`);
  return actor.attemptsTo(openTheCampaign(`/campaigns/${campaign.id}`));
});

/** Opens a campaign page at that address directly ("/campaign/c-1"). */
When('{actor} open(s) the campaign page {string}', (actor: Actor, path: string) =>
  actor.attemptsTo(openTheCampaign(path)),
);

/** Opens a campaign's page by its address without waiting for the campaign (to read what the page says meanwhile). */
When('{actor} start(s) opening the campaign page {string}', (actor: Actor, path: string) =>
  actor.attemptsTo(startOpeningTheCampaign(path)),
);

/** Stops the campaign's orchestration with the campaign page's Stop button. */
When('{actor} stop(s) the orchestration', (actor: Actor) => actor.attemptsTo(stopTheOrchestration()));

/** Downloads the campaign's SDF files from the campaign page (kept for "the files … were saved"). */
When('{actor} download(s) the SDF files', (actor: Actor) => actor.attemptsTo(downloadTheSdfFiles()));

/** Checks the names of the files the last download saved, in order, written "a.csv, b.csv". */
Then('the files {string} were saved', function (this: SidekickWorld, names: string) {
  assert.deepEqual(this.actorInTheSpotlight.recall<string[]>('saved files'), list(names));
});

/** Uploads that sample file as the campaign's creatives (see the glossary's sample files). */
When('{actor} upload(s) the creatives {string}', (actor: Actor, fixture: string) =>
  actor.attemptsTo(uploadTheCreatives(fixture)),
);

// What the page shows

/** Checks that the campaign page says that text (in Chromium it waits a few seconds). */
Then('the campaign page says {string}', async function (this: SidekickWorld, text: string) {
  const shown = await this.actorInTheSpotlight.answer(
    onceItReads(whatTheCampaignPageSays(), (value) => value.includes(text)),
  );
  assert.ok(shown.includes(text), `the page does not say "${text}" but:\n${shown}`);
});

/** Checks that the campaign page does not say that text. */
Then('the campaign page does not say {string}', async function (this: SidekickWorld, text: string) {
  const shown = await this.actorInTheSpotlight.answer(whatTheCampaignPageSays());
  assert.ok(!shown.includes(text), `the page says "${text}"`);
});

/** Checks the campaign page's stages, in order, written "Campaign, Creatives, Launch" (in Chromium it waits a few seconds for them). */
Then('the stages read {string}', async function (this: SidekickWorld, stages: string) {
  const expected = list(stages);
  assert.deepEqual(
    await this.actorInTheSpotlight.answer(
      onceItReads(theStages(), (value) => value.join() === expected.join()),
    ),
    expected,
  );
});

/** Checks the current stage's sub-tasks, in order, written "Create line items, Assign creatives". */
Then('the sub-tasks read {string}', async function (this: SidekickWorld, tasks: string) {
  const expected = list(tasks);
  assert.deepEqual(
    await this.actorInTheSpotlight.answer(
      onceItReads(theSubTasks(), (value) => value.join() === expected.join()),
    ),
    expected,
  );
});

/** Checks that the campaign page shows no sub-task. */
Then('the campaign page shows no sub-tasks', async function (this: SidekickWorld) {
  assert.deepEqual(await this.actorInTheSpotlight.answer(theSubTasks()), []);
});

/** Checks the run's overall progress text, exactly ("Complete", "50%" …). */
Then('the overall progress reads {string}', async function (this: SidekickWorld, text: string) {
  assert.equal(
    await this.actorInTheSpotlight.answer(onceItReads(theRunsProgress(), (value) => value === text)),
    text,
  );
});

/** Checks that the campaign page links to the campaign on the ad platform exactly once. */
Then('the campaign page links once to the platform campaign', async function (this: SidekickWorld) {
  assert.equal(await this.actorInTheSpotlight.answer(theLinksToThePlatform()), 1);
});

/** Checks the campaign's status badge text, exactly. */
Then('the campaign status reads {string}', async function (this: SidekickWorld, badge: string) {
  assert.equal(
    await this.actorInTheSpotlight.answer(onceItReads(theCampaignStatus(), (value) => value === badge)),
    badge,
  );
});

/** Checks the campaign's activity entries, newest first, exactly, written "a, b". */
Then('the activity reads {string}', async function (this: SidekickWorld, types: string) {
  const expected = list(types);
  assert.deepEqual(
    await this.actorInTheSpotlight.answer(
      onceItReads(theActivity(), (value) => value.join() === expected.join()),
    ),
    expected,
  );
});

/** Checks the creatives button's label once the creatives assignment is done (waits up to 30 seconds). */
Then(
  'the creative button reads {string} once the assignment completes',
  async function (this: SidekickWorld, label: string) {
    assert.equal(
      await this.actorInTheSpotlight.answer(
        onceItReads(theCreativeButton(), (value) => value === label, 30_000),
      ),
      label,
    );
  },
);

/** "About 4:58 remaining" → 298 seconds. */
function secondsLeft(text: string | null): number | null {
  const match = /^About (\d+):(\d{2}) remaining$/.exec(text ?? '');
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Checks that the creatives assignment's time left is within a minute of that many minutes. */
Then(
  'the creatives assignment shows about {int} minutes remaining',
  async function (this: SidekickWorld, minutes: number) {
    const text = await this.actorInTheSpotlight.answer(theAssignmentTimeLeft());
    const left = secondsLeft(text);
    // The page counts from the assignment's start; a few seconds pass before the check.
    assert.ok(left !== null && Math.abs(left - minutes * 60) <= 15, `the page shows "${text}"`);
  },
);

/** Checks the creatives assignment's time-left line, exactly. */
Then('the creatives assignment says {string}', async function (this: SidekickWorld, text: string) {
  assert.equal(
    await this.actorInTheSpotlight.answer(onceItReads(theAssignmentTimeLeft(), (value) => value === text)),
    text,
  );
});

/** Checks that the campaign page shows no time left for an assignment. */
Then('the campaign page shows no remaining time', async function (this: SidekickWorld) {
  assert.equal(await this.actorInTheSpotlight.answer(theAssignmentTimeLeft()), null);
});

/** Checks the file types the creatives upload accepts, exactly as the picker lists them (".zip,.png"). */
Then('the creatives accept {string}', async function (this: SidekickWorld, extensions: string) {
  assert.equal(await this.actorInTheSpotlight.answer(theAcceptedCreatives()), extensions);
});

/** Checks the creative types the campaign page offers, in order, written "Display, Video", or "none". */
Then('the creative types offered are {string}', async function (this: SidekickWorld, types: string) {
  assert.deepEqual(
    await this.actorInTheSpotlight.answer(theCreativeTypes()),
    types === 'none' ? [] : list(types),
  );
});

/** Checks that the Start Orchestration button is disabled and the campaign page gives that hint. */
Then('Start Orchestration is disabled with {string}', async function (this: SidekickWorld, hint: string) {
  assert.equal(await this.actorInTheSpotlight.answer(whetherTheyMayStart()), false);
  assert.ok((await this.actorInTheSpotlight.answer(whatTheCampaignPageSays())).includes(hint));
});

/** Checks that the campaign page names every problem listed, written "No folder, No name". */
Then('the campaign page lists {string}', async function (this: SidekickWorld, problems: string) {
  const text = await this.actorInTheSpotlight.answer(whatTheCampaignPageSays());
  for (const problem of list(problems))
    assert.ok(text.includes(problem), `the page does not list "${problem}"`);
});

/** Checks the campaign's uploaded files by name, in order, written "io.pdf, template.json". */
Then('the campaign page holds the files {string}', async function (this: SidekickWorld, names: string) {
  assert.deepEqual(await this.actorInTheSpotlight.answer(theCampaignFiles()), list(names));
});

/** Checks that the campaign page lets nothing be changed (no edit, start or upload). */
Then('the campaign page is read-only', async function (this: SidekickWorld) {
  assert.equal(await this.actorInTheSpotlight.answer(whetherTheyMayChangeTheCampaign()), false);
});
