import type { BrowserContext, Page } from 'playwright-core';
import { carriesAdminCode } from './admin';
import { type RouteWeight, weighRoute } from './bundle-size';
import { hasReactFlow } from './orchestration-polling';

/** Issue 21's first-load budgets (gzipped JS+CSS, kB = 1024 bytes): /login, /, and every other route. */
const LOGIN_BUDGET_KB = 110;
const HOME_BUDGET_KB = 160;
const ROUTE_BUDGET_KB = 190;

export function budgetKb(route: string): number {
  if (route === '/login') return LOGIN_BUDGET_KB;
  if (route === '/') return HOME_BUDGET_KB;
  return ROUTE_BUDGET_KB;
}

export async function signInAs(page: Page, persona: string): Promise<void> {
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: `Sign in as ${persona}` }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** A fresh page of the signed-in context weighs `route`; the page is closed after (it would keep polling). */
async function weighFresh(context: BrowserContext, appUrl: string, route: string, distDir: string) {
  const page = await context.newPage();
  try {
    return await weighRoute(page, appUrl, route, distDir);
  } finally {
    await page.close();
  }
}

/** The address of a campaign page that Riley may open: the first campaign of the list. */
async function firstCampaignRoute(context: BrowserContext, appUrl: string): Promise<string> {
  const page = await context.newPage();
  try {
    await page.goto(new URL('/campaigns', appUrl).toString());
    const link = page.locator('a[href^="/campaigns/"]').first();
    await link.waitFor();
    const href = await link.getAttribute('href');
    if (!href) throw new Error('The campaigns list shows no campaign to open');
    return href;
  } finally {
    await page.close();
  }
}

/**
 * Weighs the first load of every route: /login signed out, the signed-in routes as Riley
 * Planner, /admin as Sam Super. `page` ends signed in as Riley (the later figures use Riley's chats).
 */
export async function weighFirstLoads(
  context: BrowserContext,
  page: Page,
  appUrl: string,
  distDir: string,
): Promise<RouteWeight[]> {
  const weights = [await weighRoute(page, appUrl, '/login', distDir)];
  await signInAs(page, 'Riley Planner');
  const campaignRoute = await firstCampaignRoute(context, appUrl);
  for (const route of ['/', '/status', '/folders', '/campaigns', campaignRoute, '/campaign/new'])
    weights.push(await weighFresh(context, appUrl, route, distDir));
  await page.getByRole('button', { name: 'Logout' }).click();
  await signInAs(page, 'Sam Super');
  weights.push(await weighFresh(context, appUrl, '/admin', distDir));
  await page.getByRole('button', { name: 'Logout' }).click();
  await signInAs(page, 'Riley Planner');
  return weights;
}

/** One line per route against its budget, then the checks on what a first load must not carry. */
export function printFirstLoads(weights: RouteWeight[], distDir: string): void {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const width = Math.max(...weights.map((weight) => weight.route.length));
  for (const weight of weights) {
    const budget = budgetKb(weight.route);
    const margin = budget * 1024 - weight.gzipBytes;
    console.log(
      `  ${weight.route.padEnd(width)} ${kb(weight.gzipBytes).padStart(6)} kB in ${String(weight.files).padStart(2)} files` +
        `   budget ${budget} kB: ${margin >= 0 ? `within, ${kb(margin)} kB to spare` : `OVER by ${kb(-margin)} kB`}`,
    );
    // BENCH_FILES=1 lists what a first load downloads: where to look when a route goes over.
    if (process.env.BENCH_FILES) for (const asset of weight.assets) console.log(`      ${asset}`);
  }
  const withReactFlow = weights.filter((weight) => hasReactFlow(weight, distDir)).map((w) => w.route);
  console.log(`  React Flow in a first load: ${withReactFlow.join(', ') || 'none'} (budget: none)`);
  for (const weight of weights.filter((w) => w.route === '/login' || w.route === '/')) {
    const leaks = carriesAdminCode(weight, distDir);
    console.log(
      `  admin code in the first load of ${weight.route}: ${leaks ? 'YES' : 'none'} (budget: none)`,
    );
  }
}
