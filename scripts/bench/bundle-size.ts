import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

export interface RouteWeight {
  route: string;
  files: number;
  gzipBytes: number;
  /** The assets' paths in the build output (to look for a library inside the first load). */
  assets: string[];
}

/**
 * Gzipped JS+CSS that the first load of a route downloads: the page is opened fresh and every
 * script and stylesheet it fetches from the app is weighed from the build output.
 */
export async function weighRoute(
  page: Page,
  appUrl: string,
  route: string,
  distDir: string,
): Promise<RouteWeight> {
  const assets = new Set<string>();
  const onResponse = (response: { url(): string }) => {
    const url = new URL(response.url());
    if (url.origin === new URL(appUrl).origin && /\.(js|css)$/.test(url.pathname)) assets.add(url.pathname);
  };
  page.on('response', onResponse);
  await page.goto(new URL(route, appUrl).toString());
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  let gzipBytes = 0;
  for (const asset of assets) gzipBytes += gzipSync(readFileSync(join(distDir, asset))).length;
  return { route, files: assets.size, gzipBytes, assets: [...assets] };
}
