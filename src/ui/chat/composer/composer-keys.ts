/** The keys of the message box that mean something (spec 1 §2 "Input area"). */
export interface ComposerKey {
  key: string;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey?: boolean;
  metaKey?: boolean;
  /** An input method editor is composing: its Enter confirms a word, it does not send. */
  isComposing?: boolean;
}

/**
 * What a key press in the message box does: Enter sends, Ctrl+Enter inserts a newline, and
 * everything else (Shift+Enter included) is left to the browser.
 */
export type ComposerKeyIntent = 'send' | 'newline' | 'browser-default';

export function composerKeyIntent(event: ComposerKey): ComposerKeyIntent {
  if (event.key !== 'Enter' || event.isComposing) return 'browser-default';
  if (event.ctrlKey) return 'newline';
  if (event.shiftKey || event.altKey || event.metaKey) return 'browser-default';
  return 'send';
}

/**
 * The text after inserting a newline at the caret (Ctrl+Enter: a textarea does not do it by
 * itself), and where the caret goes.
 */
export function insertNewline(
  text: string,
  selectionStart: number,
  selectionEnd: number,
): { text: string; caret: number } {
  const before = text.slice(0, selectionStart);
  const after = text.slice(selectionEnd);
  return { text: `${before}\n${after}`, caret: selectionStart + 1 };
}

/** The message box grows with its text between these heights (spec 1 §2, §9). */
export const COMPOSER_MIN_HEIGHT_PX = 56;
export const COMPOSER_MAX_HEIGHT_PX = 200;

/** The box's height for a text of `contentHeight` pixels; beyond the maximum it scrolls. */
export function composerHeight(contentHeight: number): number {
  const wanted = Number.isFinite(contentHeight) ? Math.ceil(contentHeight) : COMPOSER_MIN_HEIGHT_PX;
  return Math.min(Math.max(wanted, COMPOSER_MIN_HEIGHT_PX), COMPOSER_MAX_HEIGHT_PX);
}
