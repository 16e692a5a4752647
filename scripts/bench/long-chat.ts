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

/**
 * Render time of a long chat in headless Chromium: the history call is answered from the test
 * (so only the app's work is timed), and the page records when that answer arrived and when the
 * first message row was painted.
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
  await page.route(`**/api/chat-history/${chatId}?**`, (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify(history(chatId, count)) }),
  );
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
  /** The fastest run: the app's own cost, with the least of the machine's other work in it. */
  bestMs: number;
  medianMs: number;
  domNodes: number;
}

/** `runs` measurements of the same chat; a shared, busy machine makes single runs noisy. */
export async function measureLongChatRuns(
  context: BrowserContext,
  appUrl: string,
  count: number,
  runs: number,
): Promise<LongChatRuns> {
  const figures: LongChatFigure[] = [];
  for (let run = 0; run < runs; run += 1) figures.push(await measureLongChat(context, appUrl, count));
  const times = figures.map((figure) => figure.firstPaintMs).sort((a, b) => a - b);
  return {
    messages: count,
    bestMs: times[0] ?? 0,
    medianMs: times[Math.floor(times.length / 2)] ?? 0,
    domNodes: figures[0]?.domNodes ?? 0,
  };
}
