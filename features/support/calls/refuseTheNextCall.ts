import type { Route } from 'playwright-core';
import { interaction } from '../interactions/Interaction';
import { pathFits, readCall } from './call-address';

/**
 * The demo backend answers the next such call with a 500: its body carries `error` when given
 * (the server's words the screen shows after 'Failed to …: '), or nothing at all, so that the
 * screen falls back to the failure's own message (spec 3 §8).
 */
export const refuseTheNextCall = (call: string, error: string | null) =>
  answerTheNextCall(
    call,
    500,
    error === null ? '' : JSON.stringify({ error, message: 'Request refused by the scenario' }),
  );

/** The demo backend's next such call gets this answer instead of its own, at either level. */
export const answerTheNextCall = (call: string, status: number, body: string) =>
  interaction(`answer the next ${call} with ${status}`, {
    async viewModel(app) {
      const { method, path } = readCall(call);
      app.answerNextCall(
        path,
        new Response(body, { status, headers: { 'content-type': 'application/json' } }),
        method,
      );
    },
    async browser(app) {
      const { method, path } = readCall(call);
      let answered = false;
      const matches = (url: URL) => !answered && pathFits(path, url.pathname);
      const answer = async (route: Route) => {
        if (answered || route.request().method() !== method) return route.fallback();
        answered = true;
        await route.fulfill({ status, contentType: 'application/json', body });
        await app.page.unroute(matches, answer);
      };
      // Playwright answers in front of the mock server, once.
      await app.page.route(matches, answer);
    },
  });
