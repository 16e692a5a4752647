/**
 * The command palette's factory, once palette.module is loaded. Not in TOKENS: that table is in
 * every first load, /login's included, and the palette has no bytes to spare there.
 */
export const CreatePaletteToken = Symbol.for('CreatePalette');
