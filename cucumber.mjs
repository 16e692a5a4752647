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
  // What only a page can show (axe findings, pictures, the mock server's fault mode, screen
  // sizes, overflow, touch targets) is tagged @browser-only: the view models cannot answer it,
  // so they do not pretend to.
  tags: 'not @browser-only',
  format: ['progress', 'summary', 'html:reports/features.html'],
};

export const browser = {
  ...common,
  // E2E_TAGS tries other scenarios in Chromium, e.g. 'not @browser' to see which are close.
  // A @browser-only scenario is tagged @browser too (features/guard checks it).
  tags: process.env.E2E_TAGS ?? '@browser',
  // The message stream is what `npm run living-doc` reads to show each rule's last browser result.
  format: ['progress', 'summary', 'html:reports/browser-features.html', 'message:reports/browser-features.ndjson'],
  worldParameters: { driver: 'browser' },
  // A browser scenario that fails is run once more: three workers sharing two cores sometimes
  // miss a timing. The failed attempt still prints under "Warnings:", so a flake stays visible;
  // a real fault fails twice and fails the run.
  retry: 1,
};

// A dry run: which steps each scenario would call, for `npm run scenarios:check` (formats on its
// command line, none here, so nothing of a real run's reports is overwritten).
export const check = {
  ...common,
  dryRun: true,
};
