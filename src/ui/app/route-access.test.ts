import { describe, expect, it } from 'vitest';
import { routeAccess } from './route-access';

const signedOut = { status: 'signed-out', isAdmin: false } as const;
const user = { status: 'signed-in', isAdmin: false } as const;
const admin = { status: 'signed-in', isAdmin: true } as const;

describe('route access (spec 1 §2, spec 3 §2)', () => {
  it.each([
    '/',
    '/status',
    '/admin',
    '/folders',
    '/campaigns',
    '/campaigns?folderId=f1',
    '/campaigns/c1',
    '/campaign/new',
  ])('sends a signed-out visitor of %s to /login', (path) => {
    expect(routeAccess(path, signedOut)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('shows the checking screen while the stored session is checked', () => {
    expect(routeAccess('/', { status: 'checking', isAdmin: false })).toEqual({ kind: 'checking' });
  });

  it('sends a signed-in user away from /login to /', () => {
    expect(routeAccess('/login', user)).toEqual({ kind: 'redirect', to: '/' });
    expect(routeAccess('/login', signedOut)).toEqual({ kind: 'allowed' });
  });

  it('lets only admins reach /admin', () => {
    expect(routeAccess('/admin', user)).toEqual({ kind: 'redirect', to: '/' });
    expect(routeAccess('/admin', admin)).toEqual({ kind: 'allowed' });
    expect(routeAccess('/status', user)).toEqual({ kind: 'allowed' });
  });
});
