import type { Endpoint } from '../../contract/endpoint';
import type { MatrixKey } from '../access/matrix';
import type { RouteContext } from '../kernel/context';

/**
 * Who may call a route: `user` needs the api key and a valid bearer token (the default),
 * `key` only the api key (the identity provider's own calls), `signed-link` neither because the
 * link itself carries an expiring signature (a browser tab opening a file cannot send headers).
 */
export type RouteAccess = 'user' | 'key' | 'signed-link';

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path pattern; `:name` matches one segment, e.g. '/api/chat/:chatId/:messageId/status'. */
  path: string;
  access?: RouteAccess;
  /** Part of the demo identity provider: answers 404 unless the host runs in demo mode. */
  demoOnly?: boolean;
  /**
   * The permission-matrix row this route answers to (access/matrix.ts). The handler reaches its
   * resource through access/resources, which consult that row; the route walk checks both.
   */
  rule: MatrixKey;
  /** The contract's declaration the route answers (src/contract/endpoints): a route has no other way to exist. */
  endpoint: Endpoint;
  /** Answers a JSON-serialisable body (sent with 200) or a ready Response. */
  handle(ctx: RouteContext): unknown;
}

export interface RouteMatch {
  route: Route;
  params: Record<string, string>;
}

/** The params of a path that fits a route pattern ('/a/:id'), or null. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let index = 0; index < want.length; index += 1) {
    const expected = want[index] ?? '';
    const actual = got[index] ?? '';
    if (expected.startsWith(':')) {
      if (actual === '') return null;
      try {
        params[expected.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (expected !== actual) {
      return null;
    }
  }
  return params;
}

/** The first route whose method and pattern fit; a trailing slash is ignored. */
export function findRoute(routes: readonly Route[], method: string, pathname: string): RouteMatch | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const route of routes) {
    if (route.method !== method) continue;
    const params = matchPath(route.path, path);
    if (params) return { route, params };
  }
  return null;
}
