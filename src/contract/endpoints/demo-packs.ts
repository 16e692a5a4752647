import { endpoint } from '../endpoint';

/** The demo packs of issue 29: which one the demo backend holds, and a switch to another (demo mode only). */
export const DEMO_PACKS = {
  list: endpoint({ method: 'GET', path: '/api/demo/packs', rule: 'identity:demo', credentials: 'key' }),
  switch: endpoint({
    method: 'POST',
    path: '/api/demo/packs/{packId}',
    rule: 'identity:demo',
    credentials: 'key',
  }),
};
