import { actingAccount, actingUser } from '../access/guards';
import { badRequest, unauthorized } from '../DemoError';
import type { DemoData, DemoUser } from '../data/types';
import type { DemoApiDeps } from './deps';

export type Input = Record<string, unknown>;

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

async function readBody(request: Request): Promise<Input> {
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return {};
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      throw badRequest('The multipart body could not be read');
    }
    const fields: Input = {};
    form.forEach((value, key) => {
      // A repeated field (several `files`) becomes a list; a single one stays a value.
      const earlier = fields[key];
      fields[key] =
        earlier === undefined ? value : Array.isArray(earlier) ? [...earlier, value] : [earlier, value];
    });
    return fields;
  }
  const text = await request.text();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw badRequest('The request body must be a JSON object');
  }
  return parsed as Input;
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
