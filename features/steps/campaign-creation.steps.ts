import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { campaignsOf } from '../support/campaigns/ability';
import type { SidekickWorld } from '../support/world';

const list = (names: string) =>
  names
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

When(/^(?:Riley|Alex|Val) opens the campaign creation$/, async function (this: SidekickWorld) {
  await campaignsOf(this).openCreation();
});

/** "nothing", 'folder "X" and name "Y"', 'folder "X", name "Y" and destination "Z"'. */
When(/^Riley fills the creation form with (.*)$/, async function (this: SidekickWorld, filled: string) {
  const ability = campaignsOf(this);
  const field = (name: string) => new RegExp(`${name} "([^"]*)"`).exec(filled)?.[1];
  const folder = field('folder');
  const name = field('name');
  const destination = field('destination');
  if (folder) await ability.chooseFolder(folder);
  if (name) await ability.typeCampaignName(name);
  if (destination) await ability.chooseDestination(destination);
});

When(/^Riley chooses the destination "([^"]*)"$/, async function (this: SidekickWorld, label: string) {
  await campaignsOf(this).chooseDestination(label);
});

When('Riley turns on multi-channel mode', async function (this: SidekickWorld) {
  await campaignsOf(this).setMultiChannel(true);
});

When(/^Riley uploads "([^"]*)" to the creation form$/, async function (this: SidekickWorld, fixture: string) {
  await campaignsOf(this).uploadToForm(fixture);
});

async function createCampaign(
  world: SidekickWorld,
  name: string,
  destination: string,
  files: string[],
  folder?: string,
): Promise<void> {
  const ability = campaignsOf(world);
  await ability.openCreation();
  if (folder) await ability.createFolderInForm(folder);
  else await ability.chooseFolder('Q4 Holiday');
  await ability.typeCampaignName(name);
  await ability.chooseDestination(destination);
  await ability.uploadToForm(...files);
  // The sample template names two platforms and switches to multi-channel mode; these scenarios
  // create one campaign, as a user would by switching it off again.
  if ((await ability.multiChannelChoice()).on) await ability.setMultiChannel(false);
  await ability.submitCreation();
}

When(
  /^Riley creates the campaign "([^"]*)" for "([^"]*)" in the new folder "([^"]*)" from "([^"]*)" and "([^"]*)"$/,
  async function (
    this: SidekickWorld,
    name: string,
    destination: string,
    folder: string,
    io: string,
    template: string,
  ) {
    await createCampaign(this, name, destination, [io, template], folder);
  },
);

Given(
  /^Riley has created the campaign "([^"]*)" for "([^"]*)" from "([^"]*)"(?: and "([^"]*)")?$/,
  async function (this: SidekickWorld, name: string, destination: string, io: string, template?: string) {
    await createCampaign(this, name, destination, template ? [io, template] : [io]);
  },
);

Then('the creation form says {string}', async function (this: SidekickWorld, text: string) {
  assert.equal(await campaignsOf(this).creationProblem(), text);
});

Then('Create Campaign is disabled', async function (this: SidekickWorld) {
  assert.equal(await campaignsOf(this).createDisabled(), true);
});

Then('the creation form asks for {string}', async function (this: SidekickWorld, field: string) {
  assert.deepEqual(await campaignsOf(this).idFieldsAsked(), field === 'no id' ? [] : [field]);
});

Then('the multi-channel toggle is offered', async function (this: SidekickWorld) {
  assert.equal(await campaignsOf(this).multiChannelOffered(), true);
});

Then('multi-channel mode is on with {string} chosen', async function (this: SidekickWorld, names: string) {
  const choice = await campaignsOf(this).multiChannelChoice();
  assert.equal(choice.on, true);
  assert.deepEqual(choice.chosen.sort(), list(names).sort());
});

Then('the uploaded files are listed with their sizes in MB', async function (this: SidekickWorld) {
  const files = await campaignsOf(this).formFiles();
  assert.ok(files.length > 0);
  for (const file of files) assert.match(file, / \d+\.\d{2} MB$/);
});

Then('the creation screen says {string}', async function (this: SidekickWorld, text: string) {
  assert.ok((await campaignsOf(this).creationScreenText()).includes(text));
});
