import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core on the page as it is; answers the serious and critical violations, one line each.
 * `targetSize` adds WCAG 2.2's 2.5.8 Target Size (24 × 24 px), which axe-core leaves off by default.
 */
export async function seriousAccessibilityViolations(
  page: Page,
  { targetSize = false }: { targetSize?: boolean } = {},
): Promise<string[]> {
  await page.evaluate(axeSource);
  const result = await page.evaluate(async (withTargetSize) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected into the page at run time.
    const axe = (window as any).axe;
    const run = await axe.run(document, {
      resultTypes: ['violations'],
      rules: { 'target-size': { enabled: withTargetSize } },
    });
    return run.violations
      .filter((v: { impact?: string }) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v: { id: string; help: string; nodes: unknown[] }) => `${v.id}: ${v.help} (${v.nodes.length} nodes)`,
      );
  }, targetSize);
  return result as string[];
}
