/**
 * The existing steps a mistyped step most likely meant. A step line and a pattern are compared as
 * their shapes: quoted texts, numbers and personas are placeholders on both sides, so "Riley sends
 * "hi"" and "{actor} send(s) {string}" differ only by what was really mistyped.
 */
const PERSONAS = /\b(Sam Super|Alex Admin|Avery Owner|Riley Planner|Val Viewer|they|them)\b/g;

export function shapeOfLine(text: string): string {
  return text
    .replace(/"[^"]*"/g, '""')
    .replace(PERSONAS, 'they')
    .replace(/\d+/g, '0')
    .toLowerCase()
    .trim();
}

export function shapeOfPattern(pattern: string): string {
  return pattern
    .replace(/^\^|\$$/g, '')
    .replace(/"\([^)]*\)"|\{string\}/g, '""')
    .replace(/\{(actor|persona)\}/g, 'they')
    .replace(/\{(int|float)\}/g, '0')
    .replace(/\{(\w*)\}/g, '$1')
    .replace(/\((\w+)\)/g, '$1')
    .replace(/\(([^)|]*)\|[^)]*\)/g, '$1')
    .toLowerCase()
    .trim();
}

/** Edits (insert, delete, replace a character) that turn one text into the other. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const replace = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, replace));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The `count` patterns whose shape is nearest the line's, nearest first. */
export function closestSteps(text: string, patterns: readonly string[], count = 3): string[] {
  const line = shapeOfLine(text);
  return patterns
    .map((pattern) => ({ pattern, distance: editDistance(line, shapeOfPattern(pattern)) }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, count)
    .map(({ pattern }) => pattern);
}
