import { CONTRACT_ANSWER, FAULTS_ANSWER } from '../answers/demo-host';
import { describeAll } from '../described';
import { DEMO_HOST } from '../endpoints/demo-host';
import { faultsBody } from '../requests/demo-host';

const tag = 'Demo backend';

export const DEMO_HOST_CALLS = describeAll(DEMO_HOST, {
  faults: {
    tag,
    summary: 'Changes fault mode while the demo backend runs ("" turns it off)',
    description: 'Rules as SIDEKICK_FAULTS takes them, e.g. "0.3" or "GET /api/chat-history=0.5:late".',
    body: faultsBody,
    example: { body: { faults: '0.2' } },
    answer: FAULTS_ANSWER,
    errors: [400],
  },
  sample: {
    tag,
    summary: 'A sample file made for the prospect of the current pack, as a download',
    description:
      'kind: insertion-order (PDF), media-plan (.xlsx), launch-template (JSON) or creatives (ZIP). They name the prospect as the agency and write amounts in its currency; an unknown kind answers 404 naming the kinds. Served by the HTTP demo backend only.',
    example: { params: { kind: 'insertion-order' } },
    errors: [404],
  },
  contract: {
    tag,
    summary: 'This contract (OpenAPI 3.1); it holds no secret, so it needs no key',
    answer: CONTRACT_ANSWER,
  },
  reference: { tag, summary: 'The interactive reference of this contract' },
  referenceAsset: {
    tag,
    summary: 'A script or stylesheet of the reference page',
    example: { params: { asset: 'swagger-ui-bundle.js' } },
    errors: [404],
  },
});
