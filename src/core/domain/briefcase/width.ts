import type { PanelWidthRule } from '../chat/panel-width';

/** The briefcase panel (spec 1 §2, §9): default 300 px, at least 250, at most 30% of the window. */
export const BRIEFCASE_WIDTH: PanelWidthRule = {
  defaultWidth: 300,
  minWidth: 250,
  maxShareOfWindow: 0.3,
  side: 'right',
};
