import type { Spread } from './timing';

export interface LongChatRuns {
  messages: number;
  /** Over the runs; the best is the app's own cost with the least of the machine's other work in it. */
  firstPaintMs: Spread;
  bodyToPaintMs: Spread;
  domNodes: number;
  firstAnswerBytes: number;
}
/** Issue 13: the long chat's first paint; issue 21: its ratio to the short one's, best and median runs. */
const LONG_CHAT_BUDGET_MS = 100;
/** Issue 30: with a history that pages, the long chat's first paint is within 15% of the short one's. */
export const RATIO_BUDGET = 1.15;
/** Issue 30: the first page of a history is at most this many bytes. */
export const FIRST_ANSWER_BUDGET_BYTES = 100 * 1024;

export type Verdict = 'within' | 'OVER';

/** The long chat's first paint against the short one's: within its budget up to 1.15× included. */
export const ratioVerdict = (ratio: number): Verdict => (ratio <= RATIO_BUDGET ? 'within' : 'OVER');

/** A history's first answer: within its budget up to 100 kB included. */
export const firstAnswerVerdict = (bytes: number): Verdict =>
  bytes <= FIRST_ANSWER_BUDGET_BYTES ? 'within' : 'OVER';

/**
 * The bench's lines for the long chat: each size's median (best, worst), then the long one
 * against the short one on best and median runs; below, the same from the body's arrival, which
 * leaves out the bytes' delivery. Only the first-paint ratio has a budget.
 */
export function longChatReport(sizes: readonly LongChatRuns[]): string[] {
  const ms = (value: number) => value.toFixed(1).padStart(6);
  const count = (figure: LongChatRuns) => figure.messages.toLocaleString('en').padStart(6);
  const long = sizes.at(-1);
  const short = sizes[0];
  const lines = sizes.map(
    (figure) =>
      `  ${count(figure)} messages: median ${ms(figure.firstPaintMs.median)} ms ` +
      `(best ${ms(figure.firstPaintMs.best)}, worst ${ms(figure.firstPaintMs.worst)}), ${figure.domNodes} DOM elements` +
      (figure === long ? ` (budget ≤ ${LONG_CHAT_BUDGET_MS} ms)` : ''),
  );
  for (const figure of sizes)
    lines.push(
      `  ${count(figure)} messages: first history answer ${(figure.firstAnswerBytes / 1024).toFixed(1)} kB ` +
        `(budget ≤ ${FIRST_ANSWER_BUDGET_BYTES / 1024} kB: ${firstAnswerVerdict(figure.firstAnswerBytes)})`,
    );
  if (!short || !long || short === long) return lines;
  const compare = (pick: (runs: LongChatRuns) => Spread, budget: boolean) => {
    for (const name of ['best', 'median'] as const) {
      const ratio = pick(long)[name] / pick(short)[name];
      const verdict = budget ? ` (budget ≤ ${RATIO_BUDGET}×: ${ratioVerdict(ratio)})` : '';
      lines.push(`    ${name} runs: ${ratio.toFixed(2)}×${verdict}`);
    }
  };
  lines.push(`  ${long.messages.toLocaleString('en')} vs ${short.messages}:`);
  compare((runs) => runs.firstPaintMs, true);
  lines.push("  the app's own part, from the whole body there to the first paint (median, best–worst):");
  for (const figure of sizes)
    lines.push(
      `  ${count(figure)} messages: ${ms(figure.bodyToPaintMs.median)} ms ` +
        `(${figure.bodyToPaintMs.best.toFixed(1)}–${figure.bodyToPaintMs.worst.toFixed(1)})`,
    );
  compare((runs) => runs.bodyToPaintMs, false);
  return lines;
}
