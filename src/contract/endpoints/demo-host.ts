import { hostEndpoint } from '../endpoint';

/**
 * What the HTTP demo backend answers itself, for presenters and tests: fault mode, the prospect's
 * sample files, and this contract with its reference page.
 */
export const DEMO_HOST = {
  faults: hostEndpoint({ method: 'PUT', path: '/api/demo/faults', credentials: 'key' }),
  sample: hostEndpoint({ method: 'GET', path: '/api/demo/samples/{kind}', credentials: 'key' }),
  contract: hostEndpoint({ method: 'GET', path: '/api/openapi.json', credentials: 'open' }),
  reference: hostEndpoint({ method: 'GET', path: '/api/docs', credentials: 'open' }),
  referenceAsset: hostEndpoint({ method: 'GET', path: '/api/docs/{asset}', credentials: 'open' }),
};
