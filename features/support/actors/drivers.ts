import { type Levels, onlyInTheBrowser } from '../interactions/Interaction';
import type { AbilityType, Actor } from './Actor';

/** A task's or question's two levels, each given its area's thin driver rather than the whole app. */
export interface DriverLevels<V, B, T> {
  viewModel(driver: V, actor: Actor): Promise<T>;
  browser(driver: B, actor: Actor): Promise<T>;
}

/**
 * Binds an area's two drivers (view models, page) once, so that each task or question of the
 * area writes only what it does on each level: `onTheChat({ viewModel(chat) {…}, browser(chat) {…} })`.
 */
export function drivenBy<V, B>(viewModelDriver: AbilityType<V>, browserDriver: AbilityType<B>) {
  return <T>(levels: DriverLevels<V, B, T>): Levels<T> => ({
    viewModel: (_app, actor) => levels.viewModel(actor.abilityTo(viewModelDriver), actor),
    browser: (_app, actor) => levels.browser(actor.abilityTo(browserDriver), actor),
  });
}

/**
 * What only the view-model level can see (calls made, states too short to catch in a page):
 * the scenarios that ask it are not tagged @browser.
 */
export function onlyOnTheViewModels<V>(viewModelDriver: AbilityType<V>) {
  return <T>(answer: (driver: V, actor: Actor) => Promise<T>): Levels<T> => ({
    viewModel: (_app, actor) => answer(actor.abilityTo(viewModelDriver), actor),
    browser: async () => {
      throw new Error('Only the view-model level can see this: the scenario is not for @browser');
    },
  });
}

/** What only a page can show (pictures, axe findings): the scenarios that ask it are tagged @browser-only. */
export function onlyInThePage<B>(browserDriver: AbilityType<B>) {
  return <T>(answer: (driver: B, actor: Actor) => Promise<T>): Levels<T> =>
    onlyInTheBrowser((_app, actor) => answer(actor.abilityTo(browserDriver), actor));
}
