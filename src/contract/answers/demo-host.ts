import * as z from 'zod/mini';
import { pathOf } from '../endpoint';
import { DEMO_HOST } from '../endpoints/demo-host';
import { described, sends } from './named';

export const FAULTS_ANSWER = sends(
  z.object({
    success: z.literal(true),
    faults: described(z.string(), 'The rules now in force; "" when off'),
  }),
  { success: true, faults: '0.2' },
);

/** The document itself: only its frame is promised here (the rest is OpenAPI 3.1). */
export const CONTRACT_ANSWER = sends(
  z.looseObject({
    openapi: z.literal('3.1.0'),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.unknown()),
  }),
  { openapi: '3.1.0', info: { title: 'Sidekick backend', version: '1.0.0' }, paths: {} },
);

/** The demo backend's run speed and fault share, as GET and PUT /api/demo/settings answer them. */
export const DEMO_SETTINGS_ANSWER = sends(
  z.object({
    speed: described(
      z.number().check(z.positive()),
      'How many times faster than real timings runs and answers go',
    ),
    faults: described(
      z.number().check(z.gte(0), z.lte(1)),
      'The share of calls fault mode fails (0 when off); presenter calls never',
    ),
  }),
  { speed: 1, faults: 0 },
);

/**
 * The reference page of the contract (GET /api/docs) and its start script (GET /api/docs/start.js):
 * the demo backend serves these texts, and the document shows them as the examples of those answers.
 */
const assetPath = (asset: string) => pathOf(DEMO_HOST.referenceAsset, { asset });

// validatorUrl null: the page asks no outside validator about the document.
export const REFERENCE_START_SCRIPT = `window.ui = SwaggerUIBundle({
  url: '${DEMO_HOST.contract.path}',
  dom_id: '#reference',
  deepLinking: true,
  validatorUrl: null,
  persistAuthorization: false,
});
`;

export const REFERENCE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sidekick backend contract</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${assetPath('swagger-ui.css')}">
</head>
<body>
<main id="reference"></main>
<script src="${assetPath('swagger-ui-bundle.js')}"></script>
<script src="${assetPath('start.js')}"></script>
</body>
</html>
`;
