import type { Page } from 'playwright-core';
import type { BrowseTheApp } from '../abilities/BrowseTheApp';
import type { Actor } from '../actors/Actor';
import { interaction } from '../interactions/Interaction';
import { question } from '../questions/Question';

/**
 * Screen sizes, overflow and touch targets are the page's: view models have no screen. These
 * scenarios are tagged @browser-only, which the view-model profile leaves out (cucumber.mjs);
 * reaching one there anyway is a mistake, said out loud rather than passed in silence.
 */
const noScreen = async (): Promise<never> => {
  throw new Error('The view models have no screen: run this scenario in the browser (@browser-only)');
};

export const onScreen = (description: string, browser: (app: BrowseTheApp, actor: Actor) => Promise<void>) =>
  interaction(description, { viewModel: noScreen, browser });

export const seenOnScreen = <T>(
  description: string,
  browser: (app: BrowseTheApp, actor: Actor) => Promise<T>,
) => question(description, { viewModel: noScreen, browser });

/** The drawer's menu button in the bar above the screen. */
export const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });
