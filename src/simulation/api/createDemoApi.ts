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

let requestCounter = 0;

/** A short id a user can quote and an operator can find in the log. */
function newRequestId(): string {
  requestCounter += 1;
  return `${Date.now().toString(36)}-${requestCounter.toString(36)}`;
}

function defaultLog(requestId: string, request: Request, error: unknown): void {
  console.error(`[demo backend] request ${requestId}`, request.method, new URL(request.url).pathname, error);
}

/**
 * The demo backend shared by the mock server and the memory profile. It never throws: refusals
 * become `{ error }` JSON with their status, surprises a 500 that names only a request id (the
 * details go to the log, never to the caller).
 */
export function createDemoApi(deps: DemoApiDeps): DemoApi {
  const routes = allRoutes();
  const log = deps.logError ?? defaultLog;

  async function answer(request: Request, markChanged: () => void): Promise<Response> {
    const url = new URL(request.url);
    const match = findRoute(routes, request.method, url.pathname);
    const access = match?.route.access ?? 'user';
    if (access !== 'signed-link') checkApiKey(request, deps.apiKey);
    if (!match || (match.route.demoOnly && deps.demoIdentity === false)) {
      return errorResponse(404, `Not found: ${request.method} ${url.pathname}`);
    }
    let caller: DemoUser | null = null;
    if (access === 'user') caller = await authenticate(request, deps.data, deps.tokenSecret, deps.now());
    const context = createRouteContext(request, match.params, deps, caller, markChanged);
    const result = await match.route.handle(context);
    return result instanceof Response ? result : jsonResponse(result ?? { success: true });
  }

  function failure(request: Request, error: unknown): Response {
    if (error instanceof DemoError) return errorResponse(error.status, error.message);
    const requestId = newRequestId();
    log(requestId, request, error);
    return jsonResponse(
      { error: `The demo backend could not answer (request ${requestId})`, requestId },
      500,
    );
  }

  return {
    async handle(request) {
      let changed = false;
      let response: Response;
      try {
        response = await answer(request, () => {
          changed = true;
        });
      } catch (error) {
        response = failure(request, error);
      }
      if (!changed) return response;
      try {
        await deps.onChange?.();
      } catch (error) {
        const requestId = newRequestId();
        log(requestId, request, error);
        return jsonResponse(
          { error: `The change could not be saved; please try again (request ${requestId})`, requestId },
          503,
        );
      }
      return response;
    },
  };
}
