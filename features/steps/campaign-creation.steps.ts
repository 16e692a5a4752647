import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { Actor } from '../support/actors/Actor';
import { creationOf } from '../support/campaigns/ability';
import { list } from '../support/step-lists';
import type { SidekickWorld } from '../support/world';

function form(world: SidekickWorld) {
  return creationOf(world.actorInTheSpotlight);
}

When('{actor} open(s) the campaign creation', (actor: Actor) => creationOf(actor).openCreation());

/** "nothing", 'folder "X" and name "Y"', 'folder "X", name "Y" and destination "Z"'. */
When('{actor} fill(s) the creation form with {}', async (actor: Actor, filled: string) => {
  const creation = creationOf(actor);
  const field = (name: string) => new RegExp(`${name} "([^"]*)"`).exec(filled)?.[1];
  const folder = field('folder');
  const name = field('name');
  const destination = field('destination');
  if (folder) await creation.chooseFolder(folder);
  if (name) await creation.typeCampaignName(name);
  if (destination) await creation.chooseDestination(destination);
});

When('{actor} choose(s) the destination {string}', (actor: Actor, label: string) =>
  creationOf(actor).chooseDestination(label),
);

When('{actor} turn(s) on multi-channel mode', (actor: Actor) => creationOf(actor).setMultiChannel(true));

When('{actor} upload(s) {string} to the creation form', (actor: Actor, fixture: string) =>
  creationOf(actor).uploadToForm(fixture),
);

async function createCampaign(
  actor: Actor,
  name: string,
  destination: string,
  files: string[],
  folder?: string,
) {
  const creation = creationOf(actor);
  await creation.openCreation();
  if (folder) await creation.createFolderInForm(folder);
  else await creation.chooseFolder('Q4 Holiday');
  await creation.typeCampaignName(name);
  await creation.chooseDestination(destination);
  await creation.uploadToForm(...files);
  // The sample template names two platforms and switches to multi-channel mode; these scenarios
  // create one campaign, as a user would by switching it off again.
  if ((await creation.multiChannelChoice()).on) await creation.setMultiChannel(false);
  await creation.submitCreation();
}

When(
  '{actor} create(s) the campaign {string} for {string} in the new folder {string} from {string} and {string}',
  (actor: Actor, name: string, destination: string, folder: string, io: string, template: string) =>
    createCampaign(actor, name, destination, [io, template], folder),
);

When(
  '{actor} create(s) the campaign {string} in the new folder {string} on the platforms its launch template names, from {string} and {string}',
  async (actor: Actor, name: string, folder: string, io: string, template: string) => {
    const creation = creationOf(actor);
    await creation.openCreation();
    await creation.createFolderInForm(folder);
    await creation.typeCampaignName(name);
    await creation.uploadToForm(io, template);
    assert.ok((await creation.multiChannelChoice()).on, 'the template did not switch on multi-channel mode');
    await creation.submitCreation();
  },
);

When('{actor} enter(s) {string} as the {string}', (actor: Actor, value: string, label: string) =>
  creationOf(actor).typePlatformId(label, value),
);

Then('the creation form shows the analysis {string}', async function (this: SidekickWorld, text: string) {
  const shown = await creationOf(this.actorInTheSpotlight).analysisShown();
  assert.ok(shown?.startsWith(text), `the form shows "${shown}"`);
});

Given(
  '{actor} has/have created the campaign {string} for {string} from {string} and {string}',
  (actor: Actor, name: string, destination: string, io: string, template: string) =>
    createCampaign(actor, name, destination, [io, template]),
);

Then('the creation form says {string}', async function (this: SidekickWorld, text: string) {
  assert.equal(await form(this).creationProblem(), text);
});

Then('Create Campaign is disabled', async function (this: SidekickWorld) {
  assert.equal(await form(this).createDisabled(), true);
});

Then('the creation form asks for {string}', async function (this: SidekickWorld, field: string) {
  assert.deepEqual(await form(this).idFieldsAsked(), field === 'no id' ? [] : [field]);
});

Then('the multi-channel toggle is offered', async function (this: SidekickWorld) {
  assert.equal(await form(this).multiChannelOffered(), true);
});

Then('multi-channel mode is on with {string} chosen', async function (this: SidekickWorld, names: string) {
  const choice = await form(this).multiChannelChoice();
  assert.equal(choice.on, true);
  assert.deepEqual(choice.chosen.sort(), list(names).sort());
});

Then('the uploaded files are listed with their sizes in MB', async function (this: SidekickWorld) {
  const files = await form(this).formFiles();
  assert.ok(files.length > 0);
  for (const file of files) assert.match(file, / \d+\.\d{2} MB$/);
});

Then('the creation screen says {string}', async function (this: SidekickWorld, text: string) {
  assert.ok((await form(this).creationScreenText()).includes(text));
});
