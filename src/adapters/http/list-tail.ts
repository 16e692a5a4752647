const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
/** `{ "messages": [...] }` and `{ "data": { "messages": [...] } }` close the list with up to two braces. */
const MAX_WRAPPING_OBJECTS = 2;

const isSpace = (code: number) => code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;

/** A quote preceded by an odd number of backslashes is part of the string, not its end. */
function isEscaped(text: string, index: number): boolean {
  let backslashes = 0;
  for (let at = index - 1; at >= 0 && text.charCodeAt(at) === BACKSLASH; at--) backslashes++;
  return backslashes % 2 === 1;
}

/** The scan reached the start of the text it was given before finding the items. */
const REACHED_START = Symbol('reached start');

/**
 * The JSON text of the last `count` items of the list a JSON answer ends with (a bare array, or an
 * array that is the last value of one or two nested objects), as an array: `[item, item, …]`.
 * Only the end of the answer is decoded and scanned (a window of `firstWindow` bytes, four times
 * larger each time the items are not all in it), so a long answer's last screenful is read without
 * decoding or parsing the rest. Undefined when the answer does not end with a list or the list
 * holds no more than `count` items (then the whole answer is as quick to read). Whether the answer
 * is valid JSON is not checked here: parsing the result, and later the whole, says so.
 */
export function lastItemsOfList(
  bytes: Uint8Array,
  count: number,
  firstWindow = 64 * 1024,
): string | undefined {
  const decoder = new TextDecoder();
  for (let size = firstWindow; ; size *= 4) {
    const whole = size >= bytes.length;
    // A window may start inside a character: it decodes as U+FFFD, which is never structure.
    const found = scanBack(decoder.decode(whole ? bytes : bytes.subarray(bytes.length - size)), count);
    if (found !== REACHED_START) return found;
    if (whole) return undefined;
  }
}

/**
 * Scans `text` backwards from its end, where every string's state is known for certain, so a
 * window that starts mid-answer reads its end exactly as the whole text would.
 */
function scanBack(text: string, count: number): string | typeof REACHED_START | undefined {
  let end = text.length - 1;
  const skipSpace = () => {
    while (end >= 0 && isSpace(text.charCodeAt(end))) end--;
  };
  skipSpace();
  for (
    let wrappers = 0;
    wrappers < MAX_WRAPPING_OBJECTS && text.charCodeAt(end) === CLOSE_BRACE;
    wrappers++
  ) {
    end--;
    skipSpace();
  }
  if (end < 0) return REACHED_START;
  if (text.charCodeAt(end) !== CLOSE_BRACKET) return undefined;
  const close = end;
  let depth = 0;
  let inString = false;
  let separators = 0;
  for (let at = close - 1; at >= 0; at--) {
    const code = text.charCodeAt(at);
    if (inString) {
      if (code === QUOTE && !isEscaped(text, at)) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) depth++;
    else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      if (depth === 0) return undefined;
      depth--;
    } else if (code === COMMA && depth === 0 && ++separators === count)
      return `[${text.slice(at + 1, close)}]`;
  }
  return REACHED_START;
}
