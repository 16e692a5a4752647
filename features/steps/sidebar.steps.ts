import { Then, When } from '@cucumber/cucumber';
import type { Actor } from '../support/actors/Actor';
import { resizeSidebar } from '../support/interactions/resizeSidebar';
import { assertPanelWidth, shareOfTheWindow } from '../support/panel-width';
import { sidebarWidth } from '../support/questions/sidebarWidth';
import type { SidekickWorld } from '../support/world';

// The classic sidebar is resizable by dragging its right edge (spec 3 §2, §9).

/** Drags the sidebar's edge that many pixels to the "left" or "right" (browser level only). */
When("{actor} drag(s) the sidebar's edge {int} px to the {word}", (actor: Actor, px: number, side: string) =>
  actor.attemptsTo(resizeSidebar(side === 'left' ? -px : px)),
);

/** Checks the sidebar's width in pixels (browser level only). */
Then('the sidebar is {int} px wide', async function (this: SidekickWorld, px: number) {
  const { width } = await this.actorInTheSpotlight.answer(sidebarWidth());
  assertPanelWidth(width, px, `the sidebar is ${width} px wide`);
});

/** Checks the sidebar's width as a share of the window's, in percent (browser level only). */
Then('the sidebar is {int}% of the window wide', async function (this: SidekickWorld, percent: number) {
  const { width, window } = await this.actorInTheSpotlight.answer(sidebarWidth());
  assertPanelWidth(
    width,
    shareOfTheWindow(window, percent),
    `the sidebar is ${width} px wide in a ${window} px window`,
  );
});
