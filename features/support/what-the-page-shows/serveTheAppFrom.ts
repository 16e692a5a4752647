import type { Route } from 'playwright-core';
import type { BrowseTheApp } from '../abilities/BrowseTheApp';
import { demoBackendUrl } from '../abilities/demo-backend';

const BACKEND_PREFIX = '/backend';

/** How the build writes "no Google client id" into its scripts (readBuildConfig, minified). */
const NO_GOOGLE_CLIENT_ID = 'googleClientId:null';

/**
 * The same build served from another host, as on a real deployment: the page's files from the
 * app's server and what the page asks of `{origin}/backend` from the demo backend, so that the
 * page runs there as it would beside a real backend. Both answer through Playwright, in front of
 * the network; the browser's origin headers are left out (the demo backend serves loopback only).
 * With `googleClientId`, the build reads as one made with SIDEKICK_GOOGLE_CLIENT_ID (building
 * again would cost a minute).
 */
export async function serveTheAppFrom(
  app: BrowseTheApp,
  origin: string,
  { googleClientId }: { googleClientId?: string } = {},
): Promise<void> {
  await app.page.route(`${origin}/**`, async (route: Route) => {
    const asked = new URL(route.request().url());
    const target = asked.pathname.startsWith(`${BACKEND_PREFIX}/`)
      ? `${demoBackendUrl()}${asked.pathname.slice(BACKEND_PREFIX.length)}${asked.search}`
      : `${app.origin}${asked.pathname}${asked.search}`;
    const { origin: _origin, referer: _referer, ...headers } = route.request().headers();
    const response = await route.fetch({ url: target, headers });
    if (!googleClientId || !asked.pathname.endsWith('.js')) return route.fulfill({ response });
    const script = await response.text();
    const body = script.replace(NO_GOOGLE_CLIENT_ID, `googleClientId:${JSON.stringify(googleClientId)}`);
    return route.fulfill({ response, body });
  });
}
