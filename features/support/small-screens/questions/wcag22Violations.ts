import { seriousAccessibilityViolations } from '../../abilities/axe';
import { seenOnScreen } from '../on-a-screen';

/**
 * Serious and critical axe-core findings, WCAG 2.2's target size (24 × 24 px) included, and any
 * main-landmark finding (one `<main>` per page, none nested).
 */
export const wcag22Violations = () =>
  seenOnScreen('the WCAG 2.2 violations', ({ page }) =>
    seriousAccessibilityViolations(page, { targetSize: true, mainLandmark: true }),
  );
