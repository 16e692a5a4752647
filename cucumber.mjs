// Two drivers, one set of scenarios: the default profile drives the view models on the memory
// profile (fast); the browser profile drives Debian Chromium against `npm start`'s servers.
const common = {
  paths: ['features/**/*.feature'],
  import: ['features/support/**/*.ts', 'features/steps/**/*.ts'],
  strict: true,
};

export default {
  ...common,
  format: ['progress', 'summary', 'html:reports/features.html'],
};

export const browser = {
  ...common,
  tags: '@browser',
  format: ['progress', 'summary', 'html:reports/browser-features.html'],
  worldParameters: { driver: 'browser' },
};
