import type { Route } from 'playwright-core';
import type { BrowseTheApp } from '../abilities/BrowseTheApp';

/** The code the page loads on demand (rsbuild's async chunks): every screen behind sign-in. */
const LAZY_CODE = '**/static/js/async/**';

/** Holds the page's lazily loaded code until `release` is called; the page waits meanwhile. */
export async function holdTheLazyCode(app: BrowseTheApp): Promise<{ release(): Promise<void> }> {
  const held: Route[] = [];
  const handler = (route: Route) => {
    held.push(route);
  };
  await app.page.route(LAZY_CODE, handler);
  return {
    async release() {
      await app.page.unroute(LAZY_CODE, handler);
      await Promise.all(held.splice(0).map((route) => route.fallback().catch(() => undefined)));
    },
  };
}

/**
 * The page's lazily loaded code fails to arrive (a deploy replaced it, the network dropped): what
 * the page then logs about the failed chunks is expected. Undone by `restoreTheLazyCode`.
 */
export async function cutOffTheLazyCode(app: BrowseTheApp): Promise<void> {
  app.expectLoggedMentioning('Loading chunk');
  await app.page.route(LAZY_CODE, (route) => route.abort('internetdisconnected'));
}

export async function restoreTheLazyCode(app: BrowseTheApp): Promise<void> {
  await app.page.unroute(LAZY_CODE);
}
