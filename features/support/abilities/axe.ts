import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** One main landmark per page, at its top level. */
const MAIN_LANDMARK_RULES = ['landmark-one-main', 'landmark-no-duplicate-main', 'landmark-main-is-top-level'];

/**
 * Runs axe-core on the page as it is; answers the serious and critical violations, one line each.
 * `targetSize` adds WCAG 2.2's 2.5.8 Target Size (24 × 24 px), which axe-core leaves off by default.
 * `mainLandmark` adds the findings of the main-landmark rules at any impact: axe-core rates a
 * second `<main>` or a nested one only moderate, yet a screen reader's "skip to main" then lands in
 * the wrong one.
 */
export async function seriousAccessibilityViolations(
  page: Page,
  { targetSize = false, mainLandmark = false }: { targetSize?: boolean; mainLandmark?: boolean } = {},
): Promise<string[]> {
  await page.evaluate(axeSource);
  const result = await page.evaluate(
    async ([withTargetSize, mainRules]) => {
      // biome-ignore lint/suspicious/noExplicitAny: axe is injected into the page at run time.
      const axe = (window as any).axe;
      const run = await axe.run(document, {
        resultTypes: ['violations'],
        rules: { 'target-size': { enabled: withTargetSize } },
      });
      return run.violations
        .filter(
          (v: { id: string; impact?: string }) =>
            v.impact === 'serious' || v.impact === 'critical' || mainRules.includes(v.id),
        )
        .map(
          (v: { id: string; help: string; nodes: unknown[] }) =>
            `${v.id}: ${v.help} (${v.nodes.length} nodes)`,
        );
    },
    [targetSize, mainLandmark ? MAIN_LANDMARK_RULES : []] as const,
  );
  return result as string[];
}
