import type { PanelWidthRule } from './panel-width';

/** The classic sidebar (spec 3 §2, §9): default 256 px, at least 200, at most 30% of the window. */
export const SIDEBAR_WIDTH: PanelWidthRule = {
  defaultWidth: 256,
  minWidth: 200,
  maxShareOfWindow: 0.3,
  side: 'left',
};
