// Two drivers, one set of scenarios: the default profile drives the view models on the memory
// profile (fast); the browser profile drives Debian Chromium against `npm start`'s servers.
// Cucumber adds command-line paths to the configured ones instead of replacing them, so a narrower
// run names its features in FEATURES (space-separated paths or globs), e.g. FEATURES=features/admin.
const common = {
  paths: process.env.FEATURES ? process.env.FEATURES.split(' ') : ['features/**/*.feature'],
  import: ['features/support/**/*.ts', 'features/steps/**/*.ts'],
  strict: true,
};

export default {
  ...common,
  // Screen sizes, overflow and touch targets exist in the browser only: such scenarios say so.
  tags: 'not @browser-only',
  format: ['progress', 'summary', 'html:reports/features.html'],
};

export const browser = {
  ...common,
  // E2E_TAGS tries other scenarios in Chromium, e.g. 'not @browser' to see which are close.
  tags: process.env.E2E_TAGS ?? '@browser',
  format: ['progress', 'summary', 'html:reports/browser-features.html'],
  worldParameters: { driver: 'browser' },
  // A browser scenario that fails is run once more: three workers sharing two cores sometimes
  // miss a timing. The failed attempt still prints under "Warnings:", so a flake stays visible;
  // a real fault fails twice and fails the run.
  retry: 1,
};
