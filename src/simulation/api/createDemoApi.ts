import { authenticate, checkApiKey } from '../access/credentials';
import { DemoError } from '../DemoError';
import type { DemoUser } from '../data/types';
import { createRouteContext } from './context';
import type { DemoApiDeps } from './deps';
import { errorResponse, jsonResponse } from './responses';
import { findRoute } from './router';
import { allRoutes } from './routes';

export type { DemoApiDeps } from './deps';

/** The demo backend as one function from a Web Request to a Web Response. */
export interface DemoApi {
  handle(request: Request): Promise<Response>;
}

/**
 * The demo backend shared by the mock server and the memory profile. It never throws: refusals
 * become `{ error }` JSON with their status, surprises a 500.
 */
export function createDemoApi(deps: DemoApiDeps): DemoApi {
  const routes = allRoutes();

  async function answer(request: Request, markChanged: () => void): Promise<Response> {
    const url = new URL(request.url);
    const match = findRoute(routes, request.method, url.pathname);
    const access = match?.route.access ?? 'user';
    if (access !== 'signed-link') checkApiKey(request, deps.apiKey);
    if (!match) return errorResponse(404, `Not found: ${request.method} ${url.pathname}`);
    let caller: DemoUser | null = null;
    if (access === 'user') caller = await authenticate(request, deps.data, deps.tokenSecret, deps.now());
    const context = createRouteContext(request, match.params, deps, caller, markChanged);
    const result = await match.route.handle(context);
    return result instanceof Response ? result : jsonResponse(result ?? { success: true });
  }

  return {
    async handle(request) {
      let changed = false;
      try {
        return await answer(request, () => {
          changed = true;
        });
      } catch (error) {
        if (error instanceof DemoError) return errorResponse(error.status, error.message);
        console.error('[demo backend]', request.method, request.url, error);
        const detail = error instanceof Error ? error.message : String(error);
        return errorResponse(500, `Internal error: ${detail}`);
      } finally {
        if (changed) deps.onChange?.();
      }
    },
  };
}
