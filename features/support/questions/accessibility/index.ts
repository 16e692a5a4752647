import { onlyInTheBrowser } from '../../interactions/Interaction';
import { question } from '../Question';

/** Serious and critical axe-core findings on the page: only a page can be checked. */
export const accessibilityViolations = () =>
  question(
    'the accessibility violations',
    onlyInTheBrowser((app) => app.accessibilityViolations()),
  );
