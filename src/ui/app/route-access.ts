import type { SessionStatus } from '../session/SessionStore';

export type RouteAccess = { kind: 'checking' } | { kind: 'allowed' } | { kind: 'redirect'; to: string };

/**
 * Who may see a path (spec 1 §2, spec 3 §2): everything but /login needs a signed-in user;
 * /admin needs the admin check; a signed-in user who opens /login goes to /.
 * Pure, so the Gherkin view-model driver and the React guards follow one rule.
 */
export function routeAccess(path: string, session: { status: SessionStatus; isAdmin: boolean }): RouteAccess {
  const pathname = path.split(/[?#]/)[0] ?? '/';
  if (session.status === 'checking') return { kind: 'checking' };
  if (pathname === '/login')
    return session.status === 'signed-in' ? { kind: 'redirect', to: '/' } : { kind: 'allowed' };
  if (session.status === 'signed-out') return { kind: 'redirect', to: '/login' };
  if ((pathname === '/admin' || pathname.startsWith('/admin/')) && !session.isAdmin)
    return { kind: 'redirect', to: '/' };
  return { kind: 'allowed' };
}
