import { describe, expect, it } from 'vitest';
import { firstAnswerVerdict, type LongChatRuns, longChatReport, ratioVerdict } from './long-chat-report';

const runs = (messages: number, firstPaint: [best: number, median: number], bytes: number): LongChatRuns => ({
  messages,
  firstPaintMs: { best: firstPaint[0], median: firstPaint[1], worst: firstPaint[1] * 2 },
  bodyToPaintMs: { best: firstPaint[0] / 2, median: firstPaint[1] / 2, worst: firstPaint[1] },
  domNodes: 120,
  firstAnswerBytes: bytes,
});

describe("the long chat's verdicts", () => {
  it('holds a ratio up to 1.15× within its budget and calls anything above OVER', () => {
    expect(ratioVerdict(1)).toBe('within');
    expect(ratioVerdict(1.15)).toBe('within');
    expect(ratioVerdict(1.151)).toBe('OVER');
  });

  it('holds a first history answer up to 100 kB within its budget', () => {
    expect(firstAnswerVerdict(100 * 1024)).toBe('within');
    expect(firstAnswerVerdict(100 * 1024 + 1)).toBe('OVER');
  });
});

describe("the long chat's report", () => {
  it('prints the long chat against the short one on best and median runs, with the verdict for first paint only', () => {
    const lines = longChatReport([runs(100, [40, 50], 20_480), runs(10_000, [44, 60], 51_200)]);
    expect(lines).toEqual([
      '     100 messages: median   50.0 ms (best   40.0, worst  100.0), 120 DOM elements',
      '  10,000 messages: median   60.0 ms (best   44.0, worst  120.0), 120 DOM elements (budget ≤ 100 ms)',
      '     100 messages: first history answer 20.0 kB (budget ≤ 100 kB: within)',
      '  10,000 messages: first history answer 50.0 kB (budget ≤ 100 kB: within)',
      '  10,000 vs 100:',
      '    best runs: 1.10× (budget ≤ 1.15×: within)',
      '    median runs: 1.20× (budget ≤ 1.15×: OVER)',
      "  the app's own part, from the whole body there to the first paint (median, best–worst):",
      '     100 messages:   25.0 ms (20.0–50.0)',
      '  10,000 messages:   30.0 ms (22.0–60.0)',
      '    best runs: 1.10×',
      '    median runs: 1.20×',
    ]);
  });

  it('says OVER for a first history answer above its budget', () => {
    const [, answer] = longChatReport([runs(10_000, [40, 50], 150 * 1024)]);
    expect(answer).toBe('  10,000 messages: first history answer 150.0 kB (budget ≤ 100 kB: OVER)');
  });

  it('compares nothing when only one size was measured', () => {
    expect(longChatReport([runs(100, [40, 50], 1024)]).some((line) => line.includes(' vs '))).toBe(false);
  });
});
