/**
 * Width rules of a panel resized by dragging its inner edge or, for keyboard users, with the
 * arrow keys on that edge (the classic sidebar on the left, the briefcase on the right).
 */
export interface PanelWidthRule {
  defaultWidth: number;
  minWidth: number;
  /** The widest the panel may be, as a share of the window's width. */
  maxShareOfWindow: number;
  /** The side of the window the panel sits on; its resize handle is on the opposite edge. */
  side: 'left' | 'right';
}

/** One arrow key press moves the edge this far; with Shift, the large step. */
export const RESIZE_STEP_PX = 10;
export const RESIZE_LARGE_STEP_PX = 50;

/**
 * The widest the panel may be in this window. When the window is so narrow that the share is
 * under the minimum, the minimum wins: a panel squeezed below it would be unusable, and the user
 * can close it instead.
 */
export function maxPanelWidth(rule: PanelWidthRule, windowWidth: number): number {
  return Math.max(rule.minWidth, Math.floor(windowWidth * rule.maxShareOfWindow));
}

/** A width within the rule's bounds, in whole pixels; an unreadable width gives the default. */
export function clampPanelWidth(rule: PanelWidthRule, width: number, windowWidth: number): number {
  const wanted = Number.isFinite(width) ? width : rule.defaultWidth;
  return Math.round(Math.min(Math.max(wanted, rule.minWidth), maxPanelWidth(rule, windowWidth)));
}

/** The width a panel opens with (also when the window is resized: clamp again). */
export function initialPanelWidth(rule: PanelWidthRule, windowWidth: number): number {
  return clampPanelWidth(rule, rule.defaultWidth, windowWidth);
}

/** The width after dragging the handle from `startX` to `currentX` (pointer positions in px). */
export function widthAfterDrag(
  rule: PanelWidthRule,
  startWidth: number,
  startX: number,
  currentX: number,
  windowWidth: number,
): number {
  const moved = currentX - startX;
  const width = rule.side === 'left' ? startWidth + moved : startWidth - moved;
  return clampPanelWidth(rule, width, windowWidth);
}

/**
 * The width after a key press on the handle, or null when the key does not resize. Arrows move
 * the edge the way they point (so ArrowRight widens a left panel and narrows a right one);
 * Home and End jump to the narrowest and widest.
 */
export function widthAfterKey(
  rule: PanelWidthRule,
  width: number,
  key: string,
  shiftKey: boolean,
  windowWidth: number,
): number | null {
  const step = shiftKey ? RESIZE_LARGE_STEP_PX : RESIZE_STEP_PX;
  const widenKey = rule.side === 'left' ? 'ArrowRight' : 'ArrowLeft';
  const narrowKey = rule.side === 'left' ? 'ArrowLeft' : 'ArrowRight';
  if (key === widenKey) return clampPanelWidth(rule, width + step, windowWidth);
  if (key === narrowKey) return clampPanelWidth(rule, width - step, windowWidth);
  if (key === 'Home') return rule.minWidth;
  if (key === 'End') return maxPanelWidth(rule, windowWidth);
  return null;
}
