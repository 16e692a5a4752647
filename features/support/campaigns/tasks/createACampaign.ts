import assert from 'node:assert/strict';
import type { Interaction } from '../../interactions/Interaction';
import { theMultiChannelChoice } from '../questions/theMultiChannelChoice';
import { chooseTheDestination } from './chooseTheDestination';
import { chooseTheFolder } from './chooseTheFolder';
import { createANewFolderInTheForm } from './createANewFolderInTheForm';
import { nameTheCampaign } from './nameTheCampaign';
import { openTheCampaignCreation } from './openTheCampaignCreation';
import { submitTheCreation } from './submitTheCreation';
import { switchMultiChannel } from './switchMultiChannel';
import { uploadToTheCreationForm } from './uploadToTheCreationForm';

/**
 * Creates one campaign for a destination from its files, in a new folder or in "Q4 Holiday".
 * The sample template names two platforms and switches to multi-channel mode; a user creating
 * one campaign switches it off again.
 */
export const createACampaignFor = (
  name: string,
  destination: string,
  files: string[],
  newFolder?: string,
): Interaction => ({
  description: `create the campaign ${name} for ${destination}`,
  async performAs(actor) {
    await actor.attemptsTo(
      openTheCampaignCreation(),
      newFolder ? createANewFolderInTheForm(newFolder) : chooseTheFolder('Q4 Holiday'),
      nameTheCampaign(name),
      chooseTheDestination(destination),
      uploadToTheCreationForm(...files),
    );
    if ((await actor.answer(theMultiChannelChoice())).on) await actor.attemptsTo(switchMultiChannel(false));
    await actor.attemptsTo(submitTheCreation());
  },
});

/** Creates a campaign on every platform its launch template names (multi-channel mode). */
export const createACampaignOnTheTemplatesPlatforms = (
  name: string,
  newFolder: string,
  files: string[],
): Interaction => ({
  description: `create the campaign ${name} on the platforms its template names`,
  async performAs(actor) {
    await actor.attemptsTo(
      openTheCampaignCreation(),
      createANewFolderInTheForm(newFolder),
      nameTheCampaign(name),
      uploadToTheCreationForm(...files),
    );
    assert.ok(
      (await actor.answer(theMultiChannelChoice())).on,
      'the template did not switch on multi-channel mode',
    );
    await actor.attemptsTo(submitTheCreation());
  },
});
