import { endpoint } from '../endpoint';

/** A sample file made for the demo's prospect (issue 29): served by the HTTP demo backend only. */
export const DEMO_SAMPLES = {
  read: endpoint({
    method: 'GET',
    path: '/api/demo/samples/{kind}',
    rule: 'identity:demo',
    credentials: 'key',
  }),
};
