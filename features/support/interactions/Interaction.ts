import { BrowseTheApp } from '../abilities/BrowseTheApp';
import { UseTheViewModels } from '../abilities/UseTheViewModels';
import type { Actor, Interaction } from '../actors/Actor';

export type { Interaction };

/** The two levels of one interaction: through the view models, or through the page in Chromium. */
export interface Levels<T> {
  viewModel(app: UseTheViewModels, actor: Actor): Promise<T>;
  browser(app: BrowseTheApp, actor: Actor): Promise<T>;
}

/** Runs the variant matching the ability the actor holds (the scenario's profile). */
export function onEitherLevel<T>(actor: Actor, levels: Levels<T>): Promise<T> {
  if (actor.can(UseTheViewModels)) return levels.viewModel(actor.abilityTo(UseTheViewModels), actor);
  return levels.browser(actor.abilityTo(BrowseTheApp), actor);
}

/**
 * What only a page can show (axe findings, pictures, the mock server's fault mode): the view-model
 * level refuses to answer, and the scenarios that ask are tagged @browser-only, which the
 * view-model profile leaves out (cucumber.mjs).
 */
export function onlyInTheBrowser<T>(browser: Levels<T>['browser']): Levels<T> {
  return {
    viewModel: async () => {
      throw new Error('Only a page can answer this: the scenario is tagged @browser-only');
    },
    browser,
  };
}

export function interaction(description: string, levels: Levels<void>): Interaction {
  return { description, performAs: (actor) => onEitherLevel(actor, levels) };
}
