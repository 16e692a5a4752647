import { describe, expect, it } from 'vitest';
import { composerHeight, composerKeyIntent, insertNewline } from './composer-keys';

const press = (
  key: string,
  mods: { ctrl?: boolean; shift?: boolean; meta?: boolean; composing?: boolean } = {},
) =>
  composerKeyIntent({
    key,
    ctrlKey: Boolean(mods.ctrl),
    shiftKey: Boolean(mods.shift),
    metaKey: Boolean(mods.meta),
    isComposing: Boolean(mods.composing),
  });

describe('composerKeyIntent', () => {
  it('sends on Enter', () => {
    expect(press('Enter')).toBe('send');
  });

  it('inserts a newline on Ctrl+Enter', () => {
    expect(press('Enter', { ctrl: true })).toBe('newline');
  });

  it('leaves Shift+Enter to the browser', () => {
    expect(press('Enter', { shift: true })).toBe('browser-default');
  });

  it('does not send while an input method is composing a word', () => {
    expect(press('Enter', { composing: true })).toBe('browser-default');
  });

  it('ignores other keys', () => {
    expect(press('a')).toBe('browser-default');
    expect(press('a', { ctrl: true })).toBe('browser-default');
  });
});

describe('insertNewline', () => {
  it('replaces the selection with a newline and puts the caret after it', () => {
    expect(insertNewline('hello world', 5, 6)).toEqual({ text: 'hello\nworld', caret: 6 });
  });
});

describe('composerHeight', () => {
  it('stays between 56 and 200 px', () => {
    expect(composerHeight(20)).toBe(56);
    expect(composerHeight(120.2)).toBe(121);
    expect(composerHeight(900)).toBe(200);
  });
});
