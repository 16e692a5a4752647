import { describe, expect, it } from 'vitest';
import { isPaletteKey, mayBeShortcut } from './first-key';
import { commandFor, type KeyPress, SHORTCUTS } from './shortcuts';

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

const chords = SHORTCUTS.flatMap((shortcut) => ('chord' in shortcut.handled ? [shortcut.handled] : []));
const pressOf = ({ chord }: (typeof chords)[number]) =>
  press(chord.key, { ctrlKey: Boolean(chord.mod), altKey: Boolean(chord.alt), shiftKey: chord.key === '?' });

describe('the shortcut table', () => {
  it('answers each chord its command, and each command has one chord', () => {
    for (const handled of chords) expect(commandFor(pressOf(handled), false)).toBe(handled.command);
    expect(new Set(chords.map((handled) => handled.command)).size).toBe(chords.length);
  });

  it('opens the palette on Ctrl+K and ⌘K, even from a text field', () => {
    expect(commandFor(press('k', { ctrlKey: true }), true)).toBe('open-palette');
    expect(commandFor(press('K', { metaKey: true }), true)).toBe('open-palette');
    expect(commandFor(press('k'), false)).toBeNull();
  });

  it('starts a New Canvas on Alt+N, also where Option+N types a dead key (a Mac)', () => {
    expect(commandFor(press('n', { altKey: true }), true)).toBe('new-canvas');
    expect(commandFor(press('Dead', { altKey: true, code: 'KeyN' }), true)).toBe('new-canvas');
    expect(mayBeShortcut(press('Dead', { altKey: true, code: 'KeyN' }))).toBe(true);
  });

  it('leaves ? to a text field, where it types a question mark', () => {
    expect(commandFor(press('?', { shiftKey: true }), false)).toBe('list-shortcuts');
    expect(commandFor(press('?', { shiftKey: true }), true)).toBeNull();
  });

  it('moves between chats with Alt+↑/↓ only, leaving Alt+←/→ to the browser (back, forward)', () => {
    expect(commandFor(press('ArrowUp', { altKey: true }), true)).toBe('previous-chat');
    expect(commandFor(press('ArrowDown', { altKey: true }), true)).toBe('next-chat');
    expect(commandFor(press('ArrowDown'), false)).toBeNull();
    expect(commandFor(press('ArrowLeft', { altKey: true }), false)).toBeNull();
  });

  it("is seen by the first load's listener: every chord loads the keyboard layer", () => {
    for (const handled of chords) expect(mayBeShortcut(pressOf(handled))).toBe(true);
    expect(mayBeShortcut(press('a'))).toBe(false);
    // Ctrl alone comes first when Ctrl+K is pressed: the layer must load with the K.
    expect(mayBeShortcut(press('Control', { ctrlKey: true }))).toBe(false);
    expect(mayBeShortcut(press('Alt', { altKey: true }))).toBe(false);
    expect(isPaletteKey(press('k', { metaKey: true }))).toBe(true);
  });
});
