import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { markShaky } from '../support/faults/faultMode';
import {
  theCurrentPack,
  theDemoSettings,
  theProspectInTheHeader,
  theStoryStep,
} from '../support/presenter/questions';
import { markSpeedChanged } from '../support/presenter/speed';
import {
  chooseInThePanel,
  letThePanelDoTheStep,
  nameTheProspect,
  openTheDemoPanel,
  resetTheDemo,
  switchTheDemoTo,
} from '../support/presenter/tasks';
import type { SidekickWorld } from '../support/world';

/** Opens the presenter's panel with the sidebar's Demo button. */
When('they open the demo panel', function (this: SidekickWorld) {
  return this.actorInTheSpotlight.attemptsTo(openTheDemoPanel());
});

/** Presses a pack's button in the demo panel, by its name ("Launch day"); the page loads again. */
When('they switch the demo to {string}', function (this: SidekickWorld, pack: string) {
  // A pack may bring fault mode (Rough day): the next browser scenario meets a steady backend.
  if (this.usesBrowser) markShaky(this);
  return this.actorInTheSpotlight.attemptsTo(switchTheDemoTo(pack));
});

/** Types the prospect's company name into the demo panel's form (the next switch is made for it). */
When('they name the prospect {string} in the demo panel', function (this: SidekickWorld, name: string) {
  return this.actorInTheSpotlight.attemptsTo(nameTheProspect(name));
});

/** Presses "Reset the current pack" in the demo panel; the page loads again. */
When('they reset the current pack', function (this: SidekickWorld) {
  if (this.usesBrowser) markShaky(this);
  return this.actorInTheSpotlight.attemptsTo(resetTheDemo());
});

/** Picks a run speed in the demo panel: "Real timings", "×5" or "×20". */
When('they set the run speed to {string}', function (this: SidekickWorld, speed: string) {
  if (this.usesBrowser) markSpeedChanged(this);
  return this.actorInTheSpotlight.attemptsTo(chooseInThePanel('Run speed', speed));
});

/** Picks the share of calls that fail in the demo panel: "Off", "10%" or "30%". */
When('they set the faults to {string}', function (this: SidekickWorld, rate: string) {
  if (this.usesBrowser) markShaky(this);
  return this.actorInTheSpotlight.attemptsTo(chooseInThePanel('Faults', rate));
});

/** Presses "Do it for me" at the story's current step. */
When('they let the demo panel do the step', function (this: SidekickWorld) {
  return this.actorInTheSpotlight.attemptsTo(letThePanelDoTheStep());
});

/** Checks which pack the demo panel marks as current, by its name. */
Then('the demo panel shows {string} as the current pack', async function (this: SidekickWorld, pack: string) {
  assert.equal(await this.actorInTheSpotlight.answer(theCurrentPack()), pack);
});

/**
 * The story's current step, asked again for a few seconds until it is `expected`: the open panel
 * reads the chat again every 2 s, so a page may show the step a little later.
 */
async function storyStepSoon(world: SidekickWorld, expected: string): Promise<string> {
  const until = Date.now() + 8000;
  let shown = await world.actorInTheSpotlight.answer(theStoryStep());
  while (shown !== expected && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    shown = await world.actorInTheSpotlight.answer(theStoryStep());
  }
  return shown;
}

/** Checks the story's current step in the demo panel, by its title ("Fast-track"). */
Then('the story is at {string}', async function (this: SidekickWorld, step: string) {
  assert.equal(await storyStepSoon(this, step), step);
});

/** Checks that the story's every step is done: the panel shows none as current. */
Then('the story is told', async function (this: SidekickWorld) {
  assert.equal(await storyStepSoon(this, ''), '');
});

/** Checks the run speed and faults the demo panel shows chosen, written "×20, 30%". */
Then('the demo runs at {string}', async function (this: SidekickWorld, settings: string) {
  assert.equal(await this.actorInTheSpotlight.answer(theDemoSettings()), settings);
});

/** Checks the prospect's name in the app's header (the sidebar's top), shown on its accent with its logo. */
Then('the header shows the prospect {string}', async function (this: SidekickWorld, name: string) {
  assert.equal(await this.actorInTheSpotlight.answer(theProspectInTheHeader()), name);
});
