import type { Route } from 'playwright-core';
import type { BrowseTheApp } from '../abilities/BrowseTheApp';
import { demoBackendUrl } from '../abilities/demo-backend';

const BACKEND_PREFIX = '/backend';

/**
 * The same build served from another host, as on a real deployment: the page's files from the
 * app's server and what the page asks of `{origin}/backend` from the demo backend, so that the
 * page runs there as it would beside a real backend. Both answer through Playwright, in front of
 * the network; the browser's origin headers are left out (the demo backend serves loopback only).
 */
export async function serveTheAppFrom(app: BrowseTheApp, origin: string): Promise<void> {
  await app.page.route(`${origin}/**`, async (route: Route) => {
    const asked = new URL(route.request().url());
    const target = asked.pathname.startsWith(`${BACKEND_PREFIX}/`)
      ? `${demoBackendUrl()}${asked.pathname.slice(BACKEND_PREFIX.length)}${asked.search}`
      : `${app.origin}${asked.pathname}${asked.search}`;
    const { origin: _origin, referer: _referer, ...headers } = route.request().headers();
    await route.fulfill({ response: await route.fetch({ url: target, headers }) });
  });
}
