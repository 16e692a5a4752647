import { describedOf } from '../../contract/described/index';
import { authenticate, checkApiKey } from '../access/credentials';
import { impersonatedBy, isAuditedCall, recordImpersonatedChange } from '../audit/auditTrail';
import { DemoError } from '../DemoError';
import { hasChanges, takeChanges } from '../data/changes';
import type { DemoUser } from '../data/types';
import { renderGeneratedFile, withGeneratedFiles } from '../files/generated-files';
import { createRouteContext } from '../kernel/context';
import type { DemoApiDeps, FaultMode } from '../kernel/deps';
import { checkLength } from '../kernel/input';
import { LIMITS } from '../kernel/limits';
import { checkQueryLengths } from '../kernel/query';
import { errorResponse, jsonResponse } from '../kernel/responses';
import { createAloneGate } from './alone-gate';
import { declaredFieldsOf, refuseUnknownFields } from './declared-fields';
import { findRoute } from './router';
import { allRoutes } from './routes';

export type { DemoApiDeps } from '../kernel/deps';

/** The demo backend as one function from a Web Request to a Web Response. */
export interface DemoApi {
  handle(request: Request): Promise<Response>;
}

let requestCounter = 0;

/** A path as a refusal quotes it: long ones cut, so a 20,000-character probe gets a short answer. */
function shortened(path: string): string {
  return path.length > 200 ? `${path.slice(0, 200)}…` : path;
}

/** Ids in the path are at most 128 characters (storage keys 512): 400 naming the part. */
function checkParamLengths(params: Record<string, string>): void {
  for (const [name, value] of Object.entries(params)) {
    checkLength(name, value, name === 'key' ? LIMITS.keyCharacters : LIMITS.idCharacters);
  }
}

/** A short id a user can quote and an operator can find in the log. */
function newRequestId(): string {
  requestCounter += 1;
  return `${Date.now().toString(36)}-${requestCounter.toString(36)}`;
}

/** Where the host has no fault mode (the in-page profile): the rate is remembered, nothing fails. */
function keptFaultMode(): FaultMode {
  let kept = 0;
  return {
    rate: () => kept,
    setRate: (rate) => {
      kept = rate;
    },
  };
}

function defaultLog(requestId: string, request: Request, error: unknown): void {
  console.error(`[demo backend] request ${requestId}`, request.method, new URL(request.url).pathname, error);
}

/**
 * The demo backend shared by the mock server and the memory profile. It never throws: refusals
 * become `{ error }` JSON with their status, surprises a 500 that names only a request id (the
 * details go to the log, never to the caller).
 */
export function createDemoApi(host: DemoApiDeps): DemoApi {
  // Generated files (screenshots) are drawn from their results when asked for, in both hosts.
  const gate = createAloneGate();
  const deps: DemoApiDeps = {
    ...host,
    files: withGeneratedFiles(host.files, (key) => renderGeneratedFile(host.data, key)),
    alone: gate.alone,
    faultMode: host.faultMode ?? keptFaultMode(),
  };
  const routes = allRoutes();
  const declared = new Map(routes.map((route) => [route, declaredFieldsOf(describedOf(route.endpoint))]));
  const log = deps.logError ?? defaultLog;

  async function answer(request: Request, changes: { changed: boolean }): Promise<Response> {
    const markChanged = () => {
      changes.changed = true;
    };
    const url = new URL(request.url);
    const match = findRoute(routes, request.method, url.pathname);
    const access = match?.route.access ?? 'user';
    if (access !== 'signed-link') checkApiKey(request, deps.apiKey);
    if (!match || (match.route.demoOnly && deps.demoIdentity === false)) {
      return errorResponse(404, `Not found: ${request.method} ${shortened(url.pathname)}`);
    }
    checkParamLengths(match.params);
    checkQueryLengths(url.searchParams);
    let caller: DemoUser | null = null;
    if (access === 'user') caller = await authenticate(request, deps.data, deps.tokenSecret, deps.now());
    const context = createRouteContext(request, match.params, deps, caller, markChanged);
    const fields = declared.get(match.route);
    if (fields) refuseUnknownFields(fields, url.searchParams, await context.body());
    // The audit hook sits here, on every route's path, so that no route can forget it.
    const impersonatingBefore = impersonatedBy(deps.data, caller);
    let result: unknown;
    try {
      result = await match.route.handle(context);
    } finally {
      deps.observeAccess?.(match.route, context.consulted());
    }
    const response = result instanceof Response ? result : jsonResponse(result ?? { success: true });
    const target = impersonatingBefore ?? impersonatedBy(deps.data, caller);
    if (caller && target && isAuditedCall(request.method, match.route.path, response.status)) {
      const call = { method: request.method, routePath: match.route.path, path: url.pathname };
      const identities = { admin: caller, targetUserId: target, acting: context.actedAs() ?? caller };
      recordImpersonatedChange(deps.data, identities, { ...call, status: response.status }, context.now);
    }
    return response;
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

  /** One call, its answer and the saving of what it changed. */
  async function handleInTurn(request: Request): Promise<Response> {
    const changes = { changed: false };
    let response: Response;
    try {
      response = await answer(request, changes);
    } catch (error) {
      response = failure(request, error);
    }
    if (!changes.changed && !hasChanges(deps.data)) return response;
    if (!deps.onChange) {
      takeChanges(deps.data);
      return response;
    }
    try {
      await deps.onChange();
    } catch (error) {
      const requestId = newRequestId();
      log(requestId, request, error);
      return jsonResponse(
        { error: `The change could not be saved; please try again (request ${requestId})`, requestId },
        503,
      );
    }
    return response;
  }

  return {
    async handle(request) {
      await gate.enter();
      try {
        return await handleInTurn(request);
      } finally {
        gate.leave();
      }
    },
  };
}
