import { question } from '../Question';

/** Serious and critical axe-core findings on the page; view models have no page to check. */
export const accessibilityViolations = () =>
  question('the accessibility violations', {
    viewModel: async () => [],
    browser: (app) => app.accessibilityViolations(),
  });
