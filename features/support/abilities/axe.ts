import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** One main landmark per page, at its top level. */
const MAIN_LANDMARK_RULES = ['landmark-one-main', 'landmark-no-duplicate-main', 'landmark-main-is-top-level'];

/** One axe-core rule broken on the page: its id, how bad axe-core rates it, and where (CSS selectors). */
export interface AccessibilityFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core on the page as it is; answers the serious and critical findings, and those of the
 * rules named in `atAnyImpact` whatever their rating.
 * `targetSize` adds WCAG 2.2's 2.5.8 Target Size (24 × 24 px), which axe-core leaves off by default.
 */
export async function accessibilityFindings(
  page: Page,
  { targetSize = false, atAnyImpact = [] }: { targetSize?: boolean; atAnyImpact?: readonly string[] } = {},
): Promise<AccessibilityFinding[]> {
  await page.evaluate(axeSource);
  return page.evaluate(
    async ([withTargetSize, anyImpact]) => {
      // biome-ignore lint/suspicious/noExplicitAny: axe is injected into the page at run time.
      const axe = (window as any).axe;
      const run = await axe.run(document, {
        resultTypes: ['violations'],
        rules: { 'target-size': { enabled: withTargetSize } },
      });
      type Violation = { id: string; impact?: string; help: string; nodes: { target: string[] }[] };
      return (run.violations as Violation[])
        .filter((v) => v.impact === 'serious' || v.impact === 'critical' || anyImpact.includes(v.id))
        .map((v) => ({
          rule: v.id,
          impact: v.impact ?? 'unrated',
          help: v.help,
          targets: v.nodes.map((node) => node.target.join(' ')),
        }));
    },
    [targetSize, atAnyImpact] as const,
  );
}

/**
 * The serious and critical violations, one line each.
 * `mainLandmark` adds the findings of the main-landmark rules at any impact: axe-core rates a
 * second `<main>` or a nested one only moderate, yet a screen reader's "skip to main" then lands in
 * the wrong one.
 */
export async function seriousAccessibilityViolations(
  page: Page,
  { targetSize = false, mainLandmark = false }: { targetSize?: boolean; mainLandmark?: boolean } = {},
): Promise<string[]> {
  const findings = await accessibilityFindings(page, {
    targetSize,
    atAnyImpact: mainLandmark ? MAIN_LANDMARK_RULES : [],
  });
  return findings.map((f) => `${f.rule}: ${f.help} (${f.targets.length} nodes)`);
}

/**
 * What the sweep of every screen counts besides the serious and critical findings: landmarks of
 * distinct names (axe-core rates landmark-unique moderate, yet two "Result details" in a screen
 * reader's landmark list cannot be told apart). Not the main-landmark rules: with a modal dialog
 * open the page behind it, its main included, is rightly hidden.
 */
export const SWEEP_RULES_AT_ANY_IMPACT = ['landmark-unique'] as const;
