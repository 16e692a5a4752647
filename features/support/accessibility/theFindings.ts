import { accessibilityFindings, SWEEP_RULES_AT_ANY_IMPACT } from '../abilities/axe';
import { seenOnScreen } from '../small-screens/on-a-screen';

/**
 * What axe-core finds on the screen as it is, serious and critical, and landmarks of one name:
 * one line per rule, naming the screen, the rule and where ("a file's menu: aria-hidden-focus
 * (serious) at aside, section.x").
 */
export const theFindingsOn = (screen: string) =>
  seenOnScreen(`the accessibility findings on ${screen}`, async ({ page }) =>
    (await accessibilityFindings(page, { atAnyImpact: SWEEP_RULES_AT_ANY_IMPACT })).map(
      (finding) => `${screen}: ${finding.rule} (${finding.impact}) at ${finding.targets.join(', ')}`,
    ),
  );
