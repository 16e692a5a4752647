import { endpoint } from '../endpoint';

/** Sign-in (spec 1 §7) and the demo identity provider that issues its token (demo mode only). */
export const IDENTITY = {
  personas: endpoint({
    method: 'GET',
    path: '/api/demo/personas',
    rule: 'identity:demo',
    credentials: 'key',
  }),
  demoToken: endpoint({ method: 'POST', path: '/api/demo/token', rule: 'identity:demo', credentials: 'key' }),
  signIn: endpoint({ method: 'POST', path: '/api/auth/login', rule: 'identity:session' }),
};
