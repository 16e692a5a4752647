import assert from 'node:assert/strict';

/*
 * The resizable panels' widths (the sidebar, the briefcase): the page floors a share of the
 * window, and the browser lays a width out to a fraction of a pixel, so 1 px either way is the same width.
 */

/** The width `percent` of a `window` px window gives a panel. */
export const shareOfTheWindow = (window: number, percent: number) => Math.floor((window * percent) / 100);

/** Fails with `message` unless the panel is `expected` px wide, to a pixel. */
export function assertPanelWidth(actual: number, expected: number, message: string): void {
  assert.ok(Math.abs(actual - expected) <= 1, message);
}
