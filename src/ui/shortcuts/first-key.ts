import type { KeyPress } from './shortcuts';

/**
 * Whether a key press may be one of the shortcut table's chords. In the first load, instead of
 * the table itself: the first such press loads the keyboard layer, which reads the table. A
 * modifier pressed alone is not one: Ctrl+K's K comes in a second keydown.
 */
export const mayBeShortcut = (press: KeyPress): boolean =>
  ((press.ctrlKey || press.metaKey || press.altKey) && !MODIFIERS.test(press.key)) || press.key === '?';

const MODIFIERS = /^(Control|Meta|Alt|Shift)$/;

/** Ctrl+K / ⌘K: the browser's own meaning (its search bar) must be stopped before any code loads. */
export const isPaletteKey = (press: KeyPress): boolean =>
  (press.ctrlKey || press.metaKey) && press.key.toLowerCase() === 'k';
