import { closestWord, wordsOf } from './text-features';

/** How sure the classifier is of a message's intent, and the words it read in place of typos. */
export interface Classification<Intent extends string> {
  intent: Intent;
  /** Cosine similarity to the nearest example, lowered when typos had to be corrected. */
  confidence: number;
  /** The best other intent and its score: a near tie is a reason to ask. */
  runnerUp?: { intent: Intent; confidence: number };
  /** Typos and the words read in their place ("lauch" → "launch"). */
  corrections: { typed: string; read: string }[];
}

/** Each correction costs this share of the confidence: a guessed word is a guessed meaning. */
const CORRECTION_PENALTY = 0.85;

type Vector = Map<string, number>;

/**
 * A nearest-example classifier over TF-IDF weighted words and word pairs, trained from example
 * utterances: small enough to ship with the demo assistant in the page, deterministic, and
 * synchronous like the rest of the assistant. Unknown words one or two edits away from a trained
 * word are read as that word.
 */
export function trainClassifier<Intent extends string>(
  examples: Readonly<Record<Intent, readonly string[]>>,
): (text: string) => Classification<Intent> | undefined {
  const rows = (Object.entries(examples) as [Intent, readonly string[]][]).flatMap(([intent, texts]) =>
    texts.map((text) => ({ intent, words: wordsOf(text) })),
  );
  const vocabulary = new Set(rows.flatMap((row) => row.words));
  const documentFrequency = new Map<string, number>();
  for (const row of rows) {
    for (const term of new Set(termsOf(row.words))) {
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    }
  }
  const idf = (term: string) => Math.log((rows.length + 1) / ((documentFrequency.get(term) ?? 0) + 1)) + 1;
  const vectorOf = (words: readonly string[]): Vector => {
    const vector: Vector = new Map();
    for (const term of termsOf(words)) vector.set(term, (vector.get(term) ?? 0) + idf(term));
    return normalised(vector);
  };
  const trained = rows.map((row) => ({ intent: row.intent, vector: vectorOf(row.words) }));

  return (text) => {
    const corrections: { typed: string; read: string }[] = [];
    const words = wordsOf(text).map((word) => {
      if (vocabulary.has(word)) return word;
      const read = closestWord(word, vocabulary);
      if (!read) return word;
      corrections.push({ typed: word, read });
      return read;
    });
    const vector = vectorOf(words);
    const best = new Map<Intent, number>();
    for (const row of trained) {
      const score = cosine(vector, row.vector);
      if (score > (best.get(row.intent) ?? 0)) best.set(row.intent, score);
    }
    const ranked = [...best].sort((a, b) => b[1] - a[1]);
    const [top, second] = ranked;
    if (!top) return undefined;
    const penalty = CORRECTION_PENALTY ** corrections.length;
    return {
      intent: top[0],
      confidence: top[1] * penalty,
      ...(second ? { runnerUp: { intent: second[0], confidence: second[1] * penalty } } : {}),
      corrections,
    };
  };
}

/** Words and neighbouring pairs: "launch it" and "it launch" are different requests. */
function termsOf(words: readonly string[]): string[] {
  const pairs = words.slice(1).map((word, index) => `${words[index]} ${word}`);
  return [...words, ...pairs];
}

function normalised(vector: Vector): Vector {
  const length = Math.sqrt([...vector.values()].reduce((sum, value) => sum + value * value, 0));
  if (length === 0) return vector;
  for (const [term, value] of vector) vector.set(term, value / length);
  return vector;
}

function cosine(a: Vector, b: Vector): number {
  let sum = 0;
  for (const [term, value] of a) sum += value * (b.get(term) ?? 0);
  return sum;
}
