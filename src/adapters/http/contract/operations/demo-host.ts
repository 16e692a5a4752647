import * as z from 'zod/mini';
import {
  CONTRACT_ANSWER,
  FAULTS_ANSWER,
  REFERENCE_PAGE,
  REFERENCE_START_SCRIPT,
} from '../../../../contract/answers/demo-host';
import { DEMO_PACK_CALLS } from '../../../../contract/described/demo-packs';
import { DEMO_SETTINGS_CALLS } from '../../../../contract/described/demo-settings';
import { packListAnswer } from '../../../../contract/requests/demo-packs';
import { demoSettingsAnswer } from '../../schemas/demo';
import { answered, type Operation } from '../operation';

const tag = 'Demo backend';

/**
 * What serves presenters and tests on the demo backend only: its packs (also in the memory
 * profile), fault mode (the HTTP host), and this contract with its reference page.
 */
export const demoHostOperations: Operation[] = [
  ...answered(DEMO_PACK_CALLS, { list: packListAnswer, switch: packListAnswer }),
  ...answered(DEMO_SETTINGS_CALLS, { read: demoSettingsAnswer, change: demoSettingsAnswer }),
  {
    method: 'PUT',
    path: '/api/demo/faults',
    summary: 'Changes fault mode while the demo backend runs ("" turns it off)',
    description: 'Rules as SIDEKICK_FAULTS takes them, e.g. "0.3" or "GET /api/chat-history=0.5:late".',
    tag,
    credentials: 'key',
    body: z.strictObject({ faults: z.string() }),
    example: { body: { faults: '0.2' } },
    answer: z.looseObject({ success: z.boolean(), faults: z.string() }),
    sent: FAULTS_ANSWER,
    errors: [400],
  },
  {
    method: 'GET',
    path: '/api/demo/samples/{kind}',
    summary: 'A sample file made for the prospect of the current pack, as a download',
    description:
      'kind: insertion-order (PDF), media-plan (.xlsx), launch-template (JSON) or creatives (ZIP). They name the prospect as the agency and write amounts in its currency; an unknown kind answers 404 naming the kinds. Served by the HTTP demo backend only.',
    tag,
    credentials: 'key',
    answer: {
      contentType: '*/*',
      description: 'application/pdf, the .xlsx type, application/json or application/zip, as an attachment',
      example: '%PDF-1.7 … (the insertion order made for the prospect, as application/pdf)',
    },
    errors: [404],
  },
  {
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This contract (OpenAPI 3.1); it holds no secret, so it needs no key',
    tag,
    credentials: 'open',
    answer: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }),
    sent: CONTRACT_ANSWER,
  },
  {
    method: 'GET',
    path: '/api/docs',
    summary: 'The interactive reference of this contract',
    tag,
    credentials: 'open',
    answer: {
      contentType: 'text/html',
      description: 'A page that renders /api/openapi.json',
      example: REFERENCE_PAGE,
    },
  },
  {
    method: 'GET',
    path: '/api/docs/{asset}',
    summary: 'A script or stylesheet of the reference page',
    tag,
    credentials: 'open',
    answer: {
      contentType: '*/*',
      description: 'swagger-ui.css, swagger-ui-bundle.js or start.js',
      example: REFERENCE_START_SCRIPT,
    },
    errors: [404],
  },
];
