import type { Route } from 'playwright-core';
import { interaction } from '../interactions/Interaction';
import { pathFits, readCall } from './call-address';

/**
 * The demo backend refuses the next such call with this status (500 unless given): its body
 * carries `error` when given (the server's words the screen prefers to its own, spec 2 §8 and 3 §8),
 * or nothing at all, so that the screen falls back to the failure's own message.
 */
export const refuseTheNextCall = (call: string, error: string | null, status = 500) =>
  answerTheCalls(call, status, refusal(error), 'once');

/** The demo backend refuses every such call from now on (a route down). */
export const refuseEveryCall = (call: string, status: number, error: string) =>
  answerTheCalls(call, status, refusal(error), 'always');

/** The demo backend's next such call gets this answer instead of its own, at either level. */
export const answerTheNextCall = (call: string, status: number, body: string) =>
  answerTheCalls(call, status, body, 'once');

/** The demo backend's error shape (backend-contract), or an empty body. */
const refusal = (error: string | null) => (error === null ? '' : JSON.stringify({ error }));

function answerTheCalls(call: string, status: number, body: string, times: 'once' | 'always') {
  return interaction(`answer ${times === 'once' ? 'the next' : 'every'} ${call} with ${status}`, {
    async viewModel(app) {
      const { method, path } = readCall(call);
      app.answerCalls({
        method,
        path,
        answer: () => new Response(body, { status, headers: { 'content-type': 'application/json' } }),
        once: times === 'once',
      });
    },
    async browser(app) {
      const { method, path } = readCall(call);
      let answered = false;
      const matches = (url: URL) => !answered && pathFits(path, url.pathname);
      const answer = async (route: Route) => {
        if (answered || route.request().method() !== method) return route.fallback();
        answered = times === 'once';
        await route.fulfill({ status, contentType: 'application/json', body });
        if (answered) await app.page.unroute(matches, answer);
      };
      // Playwright answers in front of the mock server.
      await app.page.route(matches, answer);
    },
  });
}
