import * as z from 'zod/mini';
import { REFERENCE_PAGE, REFERENCE_START_SCRIPT } from '../../../../contract/answers/demo-host';
import { DEMO_HOST_CALLS } from '../../../../contract/described/demo-host';
import { DEMO_PACK_CALLS } from '../../../../contract/described/demo-packs';
import { DEMO_SETTINGS_CALLS } from '../../../../contract/described/demo-settings';
import { packListAnswer } from '../../../../contract/requests/demo-packs';
import { demoSettingsAnswer } from '../../schemas/demo';
import { answered, type Operation } from '../operation';

/**
 * What serves presenters and tests on the demo backend only: its packs (also in the memory
 * profile), fault mode (the HTTP host), and this contract with its reference page.
 */
export const demoHostOperations: Operation[] = [
  ...answered(DEMO_PACK_CALLS, { list: packListAnswer, switch: packListAnswer }),
  ...answered(DEMO_SETTINGS_CALLS, { read: demoSettingsAnswer, change: demoSettingsAnswer }),
  ...answered(DEMO_HOST_CALLS, {
    faults: z.looseObject({ success: z.boolean(), faults: z.string() }),
    sample: {
      contentType: '*/*',
      description: 'application/pdf, the .xlsx type, application/json or application/zip, as an attachment',
      example: '%PDF-1.7 … (the insertion order made for the prospect, as application/pdf)',
    },
    contract: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }),
    reference: {
      contentType: 'text/html',
      description: 'A page that renders /api/openapi.json',
      example: REFERENCE_PAGE,
    },
    referenceAsset: {
      contentType: '*/*',
      description: 'swagger-ui.css, swagger-ui-bundle.js or start.js',
      example: REFERENCE_START_SCRIPT,
    },
  }),
];
