import { actingAccount, actingUser } from '../access/guards';
import { unauthorized } from '../DemoError';
import type { DemoData, DemoUser } from '../data/types';
import { type Input, readBody } from './body';
import type { DemoApiDeps } from './deps';

export type { Input } from './body';

/** What a route handler gets: the request, its parsed parts, the caller and the backend's deps. */
export interface RouteContext {
  request: Request;
  url: URL;
  params: Record<string, string>;
  deps: DemoApiDeps;
  data: DemoData;
  /** The time of this request (one reading of the clock per request). */
  now: number;
  /** The query merged with the body (JSON, or multipart fields): `userId` may come from either. */
  input(): Promise<Input>;
  /** The token's user; throws 401 on routes without a bearer token. */
  caller(): DemoUser;
  /** The user the request acts as (`userId`, maybe an impersonated user). */
  actor(): Promise<DemoUser>;
  /** The acting user and the account (`accountId`) they act in. */
  actorInAccount(): Promise<{ actor: DemoUser; accountId: string }>;
  /** Tells the host the data changed, so it persists it. */
  markChanged(): void;
}

export function createRouteContext(
  request: Request,
  params: Record<string, string>,
  deps: DemoApiDeps,
  caller: DemoUser | null,
  onChanged: () => void,
): RouteContext {
  const url = new URL(request.url);
  let input: Promise<Input> | undefined;
  const context: RouteContext = {
    request,
    url,
    params,
    deps,
    data: deps.data,
    now: deps.now(),
    input() {
      input ??= readBody(request).then((body) => ({ ...Object.fromEntries(url.searchParams), ...body }));
      return input;
    },
    caller() {
      if (!caller) throw unauthorized('Missing bearer token');
      return caller;
    },
    async actor() {
      return actingUser(deps.data, context.caller(), (await context.input()).userId);
    },
    async actorInAccount() {
      const actor = await context.actor();
      return { actor, accountId: actingAccount(deps.data, actor, (await context.input()).accountId) };
    },
    markChanged: onChanged,
  };
  return context;
}
