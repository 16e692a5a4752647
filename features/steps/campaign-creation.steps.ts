import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { Actor } from '../support/actors/Actor';
import { theCreationProblem } from '../support/campaigns/questions/theCreationProblem';
import { theFileAnalysis } from '../support/campaigns/questions/theFileAnalysis';
import { theIdsAskedFor } from '../support/campaigns/questions/theIdsAskedFor';
import { theMultiChannelChoice } from '../support/campaigns/questions/theMultiChannelChoice';
import { theUploadedFiles } from '../support/campaigns/questions/theUploadedFiles';
import { whatTheCreationScreenSays } from '../support/campaigns/questions/whatTheCreationScreenSays';
import { whetherMultiChannelIsOffered } from '../support/campaigns/questions/whetherMultiChannelIsOffered';
import { whetherTheyMayCreate } from '../support/campaigns/questions/whetherTheyMayCreate';
import { chooseTheDestination } from '../support/campaigns/tasks/chooseTheDestination';
import { chooseTheFolder } from '../support/campaigns/tasks/chooseTheFolder';
import {
  createACampaignFor,
  createACampaignOnTheTemplatesPlatforms,
} from '../support/campaigns/tasks/createACampaign';
import { enterThePlatformId } from '../support/campaigns/tasks/enterThePlatformId';
import { nameTheCampaign } from '../support/campaigns/tasks/nameTheCampaign';
import { openTheCampaignCreation } from '../support/campaigns/tasks/openTheCampaignCreation';
import { switchMultiChannel } from '../support/campaigns/tasks/switchMultiChannel';
import { uploadToTheCreationForm } from '../support/campaigns/tasks/uploadToTheCreationForm';
import type { Interaction } from '../support/interactions/Interaction';
import { list } from '../support/step-lists';
import type { SidekickWorld } from '../support/world';

/** Opens the campaign creation form ("/campaign/new"). */
When('{actor} open(s) the campaign creation', (actor: Actor) => actor.attemptsTo(openTheCampaignCreation()));

/** "nothing", 'folder "X" and name "Y"', 'folder "X", name "Y" and destination "Z"'. */
When('{actor} fill(s) the creation form with {}', (actor: Actor, filled: string) => {
  const field = (name: string) => new RegExp(`${name} "([^"]*)"`).exec(filled)?.[1];
  const folder = field('folder');
  const name = field('name');
  const destination = field('destination');
  const tasks: Interaction[] = [];
  if (folder) tasks.push(chooseTheFolder(folder));
  if (name) tasks.push(nameTheCampaign(name));
  if (destination) tasks.push(chooseTheDestination(destination));
  return actor.attemptsTo(...tasks);
});

/** Chooses that destination platform on the creation form ("The Trade Desk" …). */
When('{actor} choose(s) the destination {string}', (actor: Actor, label: string) =>
  actor.attemptsTo(chooseTheDestination(label)),
);

/** Switches on the creation form's multi-channel mode (several destinations at once). */
When('{actor} turn(s) on multi-channel mode', (actor: Actor) => actor.attemptsTo(switchMultiChannel(true)));

/** Uploads that sample file to the creation form (see the glossary's sample files). */
When('{actor} upload(s) {string} to the creation form', (actor: Actor, fixture: string) =>
  actor.attemptsTo(uploadToTheCreationForm(fixture)),
);

/** Creates a campaign with that name for that destination in a new folder, from an insertion order and a launch template (sample files), and waits for its page. */
When(
  '{actor} create(s) the campaign {string} for {string} in the new folder {string} from {string} and {string}',
  (actor: Actor, name: string, destination: string, folder: string, io: string, template: string) =>
    actor.attemptsTo(createACampaignFor(name, destination, [io, template], folder)),
);

/** Creates a campaign in a new folder on the platforms its launch template names (multi-channel), from an insertion order and a launch template, and waits for its page. */
When(
  '{actor} create(s) the campaign {string} in the new folder {string} on the platforms its launch template names, from {string} and {string}',
  (actor: Actor, name: string, folder: string, io: string, template: string) =>
    actor.attemptsTo(createACampaignOnTheTemplatesPlatforms(name, folder, [io, template])),
);

/** Types that value into the platform id field with that label ("Advertiser ID" …). */
When('{actor} enter(s) {string} as the {string}', (actor: Actor, value: string, label: string) =>
  actor.attemptsTo(enterThePlatformId(label, value)),
);

/** Checks that the analysis of the uploaded files begins with that text. */
Then('the creation form shows the analysis {string}', async function (this: SidekickWorld, text: string) {
  const shown = await this.actorInTheSpotlight.answer(theFileAnalysis());
  assert.ok(shown?.startsWith(text), `the form shows "${shown}"`);
});

/** Sets the scene: the persona already created that campaign for that destination from an insertion order and a launch template. */
Given(
  '{actor} has/have created the campaign {string} for {string} from {string} and {string}',
  (actor: Actor, name: string, destination: string, io: string, template: string) =>
    actor.attemptsTo(createACampaignFor(name, destination, [io, template])),
);

/** Checks the problem the creation form shows, exactly. */
Then('the creation form says {string}', async function (this: SidekickWorld, text: string) {
  assert.equal(await this.actorInTheSpotlight.answer(theCreationProblem()), text);
});

/** Checks that the Create Campaign button is disabled. */
Then('Create Campaign is disabled', async function (this: SidekickWorld) {
  assert.equal(await this.actorInTheSpotlight.answer(whetherTheyMayCreate()), false);
});

/** Checks which platform id the creation form asks for, by its label, or "no id". */
Then('the creation form asks for {string}', async function (this: SidekickWorld, field: string) {
  assert.deepEqual(await this.actorInTheSpotlight.answer(theIdsAskedFor()), field === 'no id' ? [] : [field]);
});

/** Checks that the creation form offers the multi-channel toggle. */
Then('the multi-channel toggle is offered', async function (this: SidekickWorld) {
  assert.equal(await this.actorInTheSpotlight.answer(whetherMultiChannelIsOffered()), true);
});

/** Checks that multi-channel mode is on with those destinations chosen, in any order, written "The Trade Desk, Meta". */
Then('multi-channel mode is on with {string} chosen', async function (this: SidekickWorld, names: string) {
  const choice = await this.actorInTheSpotlight.answer(theMultiChannelChoice());
  assert.equal(choice.on, true);
  assert.deepEqual(choice.chosen.sort(), list(names).sort());
});

/** Checks that the creation form lists uploaded files, each with its size written "1.25 MB". */
Then('the uploaded files are listed with their sizes in MB', async function (this: SidekickWorld) {
  const files = await this.actorInTheSpotlight.answer(theUploadedFiles());
  assert.ok(files.length > 0);
  for (const file of files) assert.match(file, / \d+\.\d{2} MB$/);
});

/** Checks that the creation screen's text contains that text somewhere. */
Then('the creation screen says {string}', async function (this: SidekickWorld, text: string) {
  assert.ok((await this.actorInTheSpotlight.answer(whatTheCreationScreenSays())).includes(text));
});
