import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Icons come from lucide-react (src/ui/icons): a Unicode pictograph shows as an empty box where
 * the system lacks a font for it (Debian's Chromium: '＋', '🗀'). This reads the UI's sources for
 * pictographs, and for any lone symbol standing as a button's or a label's content.
 */
const UI = new URL('..', import.meta.url).pathname;

/** Misc technical, geometric shapes, misc symbols, dingbats, arrows and symbols, emoji, fullwidth forms. */
const PICTOGRAPH = /[\u2300-\u23FF\u25A0-\u25FF\u2600-\u27BF\u2B00-\u2BFF\uFF01-\uFF5E\u{1F000}-\u{1FAFF}]/u;
/**
 * A symbol outside ASCII alone as JSX text or a string: '×', '⋯', '›', '«'. Dashes, quotes, the
 * ellipsis and the middle dot are punctuation of text ('—' for an empty cell), not icons.
 */
const LONE_SYMBOL = /(>\s*|['"`]\s?)[^\p{L}\p{N}\s\x20-\x7E\u2010-\u2027\u00B7]\s*(<|['"`])/u;
const CSS_CONTENT = /content:\s*["'][^"']*[^\x20-\x7E\s][^"']*["']/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Comments name glyphs to explain them; only code and styles count. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
}

function findings(text: string): string[] {
  return withoutComments(text)
    .split('\n')
    .flatMap((line, index) =>
      PICTOGRAPH.test(line) || LONE_SYMBOL.test(line) || CSS_CONTENT.test(line)
        ? [`${index + 1}: ${line.trim()}`]
        : [],
    );
}

describe('icons in the UI', () => {
  it('uses no Unicode pictograph as an icon', () => {
    const found = sources(UI).flatMap((file) =>
      findings(readFileSync(file, 'utf8')).map((line) => `${relative(UI, file)}:${line}`),
    );
    expect(found).toEqual([]);
  });

  it('would catch a pictograph, a lone symbol and a CSS glyph', () => {
    expect(findings("{ label: 'Folders', icon: '🗀' }")).toHaveLength(1);
    expect(findings('<button aria-label="Close">×</button>')).toHaveLength(1);
    expect(findings("{collapsed ? '»' : '«'}")).toHaveLength(1);
    expect(findings('  content: "▸";')).toHaveLength(1);
    expect(findings("const change = 'Bid: $2.00 → $2.40'; // a text arrow between values")).toEqual([]);
  });
});
