import type { KeyPress } from './shortcuts';

/**
 * Whether a key press may be one of the shortcut table's chords. In the first load, instead of
 * the table itself: the first such press loads the keyboard layer, which reads the table.
 */
export const mayBeShortcut = (press: KeyPress): boolean =>
  press.ctrlKey || press.metaKey || press.altKey || press.key === '?';

/** Ctrl+K / ⌘K: the browser's own meaning (its search bar) must be stopped before any code loads. */
export const isPaletteKey = (press: KeyPress): boolean =>
  (press.ctrlKey || press.metaKey) && press.key.toLowerCase() === 'k';
