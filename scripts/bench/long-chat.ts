import type { BrowserContext } from 'playwright-core';
import { historyPage, readHistoryPageRequest } from '../../src/simulation/chat/history-page';
import { type LongChatRuns, longChatReport } from './long-chat-report';
import { spread } from './timing';

export interface LongChatFigure {
  messages: number;
  /** From the history answer arriving (its headers) to the first message painted. */
  firstPaintMs: number;
  /** From the answer's body being there to the first message painted: the app's own part. */
  bodyToPaintMs: number;
  /** Elements in the document once the chat is drawn: bounded if the list is virtualised. */
  domNodes: number;
  /** The bytes of the first history answer the page received (its first page, as the demo backend pages). */
  firstAnswerBytes: number;
}

/** A history of `count` messages: user questions and bot results with a small JSON. */
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
  return messages;
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
    const marks = { answer: 0, body: 0, paint: 0 };
    (window as unknown as { __bench: typeof marks }).__bench = marks;
    // No named functions here: the runner's transpiler would wrap them in a helper the page lacks.
    const history = /\/api\/chat-history\/bench-/;
    const original = window.fetch.bind(window);
    window.fetch = async (...args) => {
      const response = await original(...args);
      if (history.test(String(args[0] instanceof Request ? args[0].url : args[0])))
        marks.answer = performance.now();
      return response;
    };
    // However the app reads the body, the moment it has it all.
    for (const method of ['arrayBuffer', 'text', 'json', 'blob'] as const) {
      const read = Response.prototype[method] as (this: Response) => Promise<unknown>;
      Object.defineProperty(Response.prototype, method, {
        configurable: true,
        value(this: Response) {
          return read.call(this).then((body) => {
            if (history.test(this.url) && !marks.body) marks.body = performance.now();
            return body;
          });
        },
      });
    }
    new MutationObserver((_, observer) => {
      if (marks.answer && document.querySelector('[data-testid="chat-message"]')) {
        observer.disconnect();
        requestAnimationFrame(() => {
          marks.paint = performance.now();
        });
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const messages = history(chatId, count);
  let firstAnswerBytes = 0;
  await page.route(`**/api/chat-history/${chatId}?**`, async (route) => {
    // Paged as the demo backend pages (the contract's `last` and `before`).
    const query = Object.fromEntries(new URL(route.request().url()).searchParams);
    const { messages: answered, before } = historyPage(messages, readHistoryPageRequest(query));
    const body = JSON.stringify({ before, messages: answered });
    firstAnswerBytes ||= Buffer.byteLength(body);
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
    const marks = (window as unknown as { __bench: { answer: number; body: number; paint: number } }).__bench;
    return {
      firstPaintMs: marks.paint - marks.answer,
      bodyToPaintMs: marks.paint - marks.body,
      domNodes: document.getElementsByTagName('*').length,
    };
  });
  await page.close();
  return { messages: count, ...figure, firstAnswerBytes };
}

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
    firstPaintMs: spread((figures[i] ?? []).map((figure) => figure.firstPaintMs)),
    bodyToPaintMs: spread((figures[i] ?? []).map((figure) => figure.bodyToPaintMs)),
    domNodes: figures[i]?.[0]?.domNodes ?? 0,
    firstAnswerBytes: figures[i]?.[0]?.firstAnswerBytes ?? 0,
  }));
}

/** Prints the bench's lines for the long chat (see `longChatReport`). */
export function printLongChats(sizes: readonly LongChatRuns[]): void {
  for (const line of longChatReport(sizes)) console.log(line);
}
