import type { BrowserContext } from 'playwright-core';

export interface LongChatFigure {
  messages: number;
  /** From the history answer arriving to the first message painted. */
  firstPaintMs: number;
  /** Elements in the document once the chat is drawn: bounded if the list is virtualised. */
  domNodes: number;
}

/** A history answer with `count` messages: user questions and bot results with a small JSON. */
function history(chatId: string, count: number) {
  const start = Date.parse('2026-11-01T09:00:00Z');
  const messages = Array.from({ length: count }, (_, i) => {
    const bot = i % 2 === 1;
    return {
      id: `m-${i}`,
      chatId,
      messageId: `m-${i}`,
      type: bot ? 'bot' : 'user',
      content: bot
        ? `Here is result ${i}.`
        : `Please process insertion order number ${i} for the winter campaign.`,
      timestamp: new Date(start + i * 60_000).toISOString(),
      ...(bot && i % 10 === 1
        ? {
            action: 'campaign-processor',
            status: 'completed',
            jsonResponse: { summary: `Result ${i}`, total_budget: i * 100 },
          }
        : {}),
    };
  });
  return { messages };
}

/** Long enough for the page's chunks to be there before the history answer, on a busy machine. */
const ANSWER_DELAY_MS = 1000;

/**
 * Render time of a long chat in headless Chromium: the history call is answered from the test
 * (so only the app's work is timed), once the code that reads it is there, and the page records
 * when that answer arrived and when the first message row was painted.
 */
export async function measureLongChat(
  context: BrowserContext,
  appUrl: string,
  count: number,
): Promise<LongChatFigure> {
  const chatId = `bench-${count}`;
  const page = await context.newPage();
  await page.addInitScript(() => {
    const marks = { answer: 0, paint: 0 };
    (window as unknown as { __bench: typeof marks }).__bench = marks;
    const original = window.fetch.bind(window);
    window.fetch = async (...args) => {
      const response = await original(...args);
      const url = String(args[0] instanceof Request ? args[0].url : args[0]);
      if (/\/api\/chat-history\/bench-/.test(url)) marks.answer = performance.now();
      return response;
    };
    new MutationObserver((_, observer) => {
      if (marks.answer && document.querySelector('[data-testid="chat-message"]')) {
        observer.disconnect();
        requestAnimationFrame(() => {
          marks.paint = performance.now();
        });
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const body = JSON.stringify(history(chatId, count));
  await page.route(`**/api/chat-history/${chatId}?**`, async (route) => {
    // The code that reads the answer is fetched beside the request: answered at once, a short chat
    // would wait for it and a long one (still arriving) would not, and the ratio would hide growth.
    await new Promise((resolve) => setTimeout(resolve, ANSWER_DELAY_MS));
    await route.fulfill({ contentType: 'application/json', body });
  });
  await page.goto(`${appUrl}/?chat=${chatId}`);
  await page.waitForFunction(
    () => (window as unknown as { __bench: { paint: number } }).__bench.paint > 0,
    null,
    {
      timeout: 30_000,
    },
  );
  const figure = await page.evaluate(() => {
    const marks = (window as unknown as { __bench: { answer: number; paint: number } }).__bench;
    return { firstPaintMs: marks.paint - marks.answer, domNodes: document.getElementsByTagName('*').length };
  });
  await page.close();
  return { messages: count, ...figure };
}

export interface LongChatRuns {
  messages: number;
  /** Every run's figure in ms, fastest first. */
  firstPaintMs: number[];
  domNodes: number;
}

/** The fastest run: the app's own cost, with the least of the machine's other work in it. */
const best = (runs: LongChatRuns) => runs.firstPaintMs[0] ?? 0;
const median = (runs: LongChatRuns) => runs.firstPaintMs[Math.floor(runs.firstPaintMs.length / 2)] ?? 0;
const worst = (runs: LongChatRuns) => runs.firstPaintMs.at(-1) ?? 0;
/** Issue 13: the long chat's first paint; issue 21: its ratio to the short one's, best and median runs. */
const LONG_CHAT_BUDGET_MS = 100;
const RATIO_BUDGET = 1.5;

/**
 * `runs` measurements of each chat size, taken in turns (short, long, short, long…) so that both
 * sizes meet the same moments of a shared, busy machine and their ratio compares like with like.
 */
export async function measureLongChatsInTurns(
  context: BrowserContext,
  appUrl: string,
  counts: readonly number[],
  runs: number,
): Promise<LongChatRuns[]> {
  const figures = counts.map(() => [] as LongChatFigure[]);
  for (let run = 0; run < runs; run += 1)
    for (const [i, count] of counts.entries())
      figures[i]?.push(await measureLongChat(context, appUrl, count));
  return counts.map((count, i) => ({
    messages: count,
    firstPaintMs: (figures[i] ?? []).map((figure) => figure.firstPaintMs).sort((a, b) => a - b),
    domNodes: figures[i]?.[0]?.domNodes ?? 0,
  }));
}

/** Each size's median (best, worst), then the long one against the short one on best and median runs. */
export function printLongChats(sizes: LongChatRuns[]): void {
  const ms = (value: number) => value.toFixed(1).padStart(6);
  const long = sizes.at(-1);
  for (const figure of sizes)
    console.log(
      `  ${figure.messages.toLocaleString('en').padStart(6)} messages: median ${ms(median(figure))} ms ` +
        `(best ${ms(best(figure))}, worst ${ms(worst(figure))}), ${figure.domNodes} DOM elements` +
        (figure === long ? ` (budget ≤ ${LONG_CHAT_BUDGET_MS} ms)` : ''),
    );
  const short = sizes[0];
  if (!short || !long || short === long) return;
  for (const [name, figure] of [
    ['best', best],
    ['median', median],
  ] as const) {
    const ratio = figure(long) / figure(short);
    console.log(
      `  ${long.messages.toLocaleString('en')} vs ${short.messages}, ${name} runs: ${ratio.toFixed(2)}× ` +
        `(budget ≤ ${RATIO_BUDGET}×: ${ratio <= RATIO_BUDGET ? 'within' : 'OVER'})`,
    );
  }
}
