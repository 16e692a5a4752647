/** A key with its modifiers, as a keydown event carries it. */
export interface KeyPress {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  readonly shiftKey: boolean;
  /** The physical key: Option+N on a Mac reads as a dead key, not 'n'. */
  readonly code?: string;
}

/** What the app does on a shortcut it handles itself, wherever the focus is on the page. */
export type ShortcutCommand =
  | 'open-palette'
  | 'list-shortcuts'
  | 'new-canvas'
  | 'previous-chat'
  | 'next-chat';

interface Chord {
  readonly key: string;
  /** The physical key, for a letter with Alt (which a Mac turns into another character). */
  readonly code?: string;
  /** Ctrl, or ⌘ on a Mac. */
  readonly mod?: boolean;
  readonly alt?: boolean;
  /** Whether it acts while the focus is in a text field (where `?` must still type a question mark). */
  readonly inTextFields: boolean;
}

/** One row of the shortcut list (issue 31). */
export interface Shortcut {
  /** The keys as the list shows them, one string per key. */
  readonly keys: readonly string[];
  readonly does: string;
  /** The app's own handler (`chord`), or the part of the page whose code already handles it. */
  readonly handled: { readonly chord: Chord; readonly command: ShortcutCommand } | { readonly by: string };
}

/**
 * Every shortcut of the app, in the order the list shows them: the key handler reads the chords
 * and the list shows the rows, so a shortcut cannot exist unlisted. Alt+↑/↓ and Alt+N were chosen
 * because neither Chromium, Firefox nor NVDA/JAWS/VoiceOver give them a meaning on a web page
 * (docs/decisions.md "Shortcuts").
 */
export const SHORTCUTS: readonly Shortcut[] = [
  {
    keys: ['Ctrl', 'K'],
    does: 'Open the command palette (Cmd+K on a Mac)',
    handled: { chord: { key: 'k', mod: true, inTextFields: true }, command: 'open-palette' },
  },
  {
    keys: ['?'],
    does: 'List the keyboard shortcuts',
    handled: { chord: { key: '?', inTextFields: false }, command: 'list-shortcuts' },
  },
  {
    keys: ['Alt', 'N'],
    does: 'New Canvas, with the focus in the message box',
    handled: { chord: { key: 'n', code: 'KeyN', alt: true, inTextFields: true }, command: 'new-canvas' },
  },
  {
    keys: ['Alt', 'Up arrow'],
    does: 'Open the previous chat of the sidebar',
    handled: { chord: { key: 'ArrowUp', alt: true, inTextFields: true }, command: 'previous-chat' },
  },
  {
    keys: ['Alt', 'Down arrow'],
    does: 'Open the next chat of the sidebar',
    handled: { chord: { key: 'ArrowDown', alt: true, inTextFields: true }, command: 'next-chat' },
  },
  { keys: ['↑ / ↓'], does: 'Move between the results of the palette', handled: { by: 'the palette' } },
  { keys: ['Enter'], does: 'Open the highlighted result of the palette', handled: { by: 'the palette' } },
  {
    keys: ['Escape'],
    does: 'Close a dialog, menu or the palette and return the focus where it was',
    handled: { by: 'dialogs and menus' },
  },
  { keys: ['Enter'], does: 'Send the message', handled: { by: 'the message box' } },
  {
    keys: ['Ctrl', 'Enter'],
    does: 'A new line in the message; submit a dialog',
    handled: { by: 'the message box' },
  },
];

/** The app's command for this key press, if it is one of the table's chords where the focus is. */
export function commandFor(press: KeyPress, inTextField: boolean): ShortcutCommand | null {
  for (const shortcut of SHORTCUTS) {
    if (!('chord' in shortcut.handled)) continue;
    const { chord, command } = shortcut.handled;
    if (inTextField && !chord.inTextFields) continue;
    const sameKey =
      press.key.toLowerCase() === chord.key.toLowerCase() || (chord.code && press.code === chord.code);
    if (!sameKey) continue;
    if (Boolean(chord.mod) !== (press.ctrlKey || press.metaKey)) continue;
    if (Boolean(chord.alt) !== press.altKey) continue;
    return command;
  }
  return null;
}
