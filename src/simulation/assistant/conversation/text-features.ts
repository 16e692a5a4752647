/**
 * Words of a typed message as the intent classifier compares them: lower case, accents folded
 * ("réussi" and "reussi" are one word), punctuation dropped, and a plural "s" cut so "creatives"
 * and "creative" count as one.
 */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, ' ')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '')
    .map((word) =>
      word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word,
    );
}

/**
 * The vocabulary word a typo stands for: one edit away (two for long words), or undefined when
 * none is that close. Short words are left alone: "it" and "is" are not typos of each other.
 */
export function closestWord(word: string, vocabulary: ReadonlySet<string>): string | undefined {
  if (word.length < 4 || /\d/.test(word)) return undefined;
  const allowed = word.length >= 8 ? 2 : 1;
  let best: { word: string; distance: number } | undefined;
  for (const candidate of vocabulary) {
    if (Math.abs(candidate.length - word.length) > allowed || candidate.length < 4) continue;
    const distance = editDistance(word, candidate, allowed);
    if (distance <= allowed && (!best || distance < best.distance)) best = { word: candidate, distance };
  }
  return best?.word;
}

/** Optimal string alignment distance (a swap of two letters is one edit), cut off above `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}
