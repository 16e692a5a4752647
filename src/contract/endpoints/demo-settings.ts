import { endpoint } from '../endpoint';

/** The demo backend's run speed and fault mode, switched while it runs by a presenter (issue 29; demo mode only). */
export const DEMO_SETTINGS = {
  read: endpoint({ method: 'GET', path: '/api/demo/settings', rule: 'identity:demo', credentials: 'key' }),
  change: endpoint({ method: 'PUT', path: '/api/demo/settings', rule: 'identity:demo', credentials: 'key' }),
};
