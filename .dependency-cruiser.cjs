/** Layer rules of docs/architecture.md, checked by `npm run lint`. */
module.exports = {
  forbidden: [
    {
      name: 'core-is-pure',
      comment: 'src/core knows no React, MobX-React, router, adapter, UI, simulation or composition code.',
      severity: 'error',
      from: { path: '^src/core' },
      to: {
        path: ['^src/(adapters|ui|composition|simulation)', 'node_modules/(react|react-dom|react-router|react-router-dom|mobx-react-lite|inversify|zod)/'],
      },
    },
    {
      name: 'ui-never-imports-adapters',
      comment: 'View models and components reach the outside only through ports (tests may use real in-memory adapters).',
      severity: 'error',
      from: { path: '^src/ui', pathNot: '\\.test\\.tsx?$' },
      to: { path: ['^src/(adapters|simulation)', '^mock-server'] },
    },
    {
      name: 'view-models-act-through-use-cases',
      comment:
        'No screen or view model holds a backend or storage port: flows go through src/core/use-cases (issue 8). Only the clock, app events and the acting context may be imported (as types); tests build use cases over fakes.',
      severity: 'error',
      from: { path: '^src/ui', pathNot: ['\\.test\\.tsx?$', '/testing/'] },
      to: { path: '^src/core/ports/(AuthPort|StoragePort|ChatPort|AdminPort|CampaignPort|OrchestrationPort)\\.ts$' },
    },
    {
      name: 'only-composition-knows-adapters',
      comment: 'Concrete adapters are chosen by the composition root alone.',
      severity: 'error',
      from: { path: '^src', pathNot: ['^src/(composition|adapters)', '\\.test\\.tsx?$'] },
      to: { path: '^src/adapters' },
    },
    {
      name: 'contract-is-declarations',
      comment:
        'src/contract declares the endpoints (issue 33): pure TypeScript and zod, read by the adapters, the simulation, the mock server and the tests, importing none of them.',
      severity: 'error',
      from: { path: '^src/contract' },
      to: {
        path: ['^src/(core|adapters|ui|composition|simulation)', '^mock-server', '^scripts', 'node_modules/(react|react-dom|mobx|mobx-react-lite|inversify|express|json-server)/'],
      },
    },
    {
      name: 'simulation-is-backend-logic',
      comment: 'The shared demo simulation depends on core domain types and the contract’s declarations only.',
      severity: 'error',
      from: { path: '^src/simulation' },
      to: { path: ['^src/(adapters|ui|composition)', '^mock-server', 'node_modules/(react|react-dom|mobx|express|json-server)/'] },
    },
    {
      name: 'adapters-do-not-reach-ui',
      severity: 'error',
      from: { path: '^src/adapters' },
      to: { path: ['^src/(ui|composition)', '^mock-server'] },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
    exclude: { path: ['node_modules', 'dist'] },
  },
};
