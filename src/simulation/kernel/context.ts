import { type Acting, actingAs } from '../access/acting';
import { actingAccount, actingUser, impersonatedUserOf } from '../access/guards';
import type { MatrixKey } from '../access/matrix';
import { unauthorized } from '../DemoError';
import { type ChangedCollection, noteChanged, noteEverything } from '../data/changes';
import { commit } from '../data/transaction';
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
  /** The body's fields alone (JSON, or multipart fields), read once. */
  body(): Promise<Input>;
  /** The token's user; throws 401 on routes without a bearer token. */
  caller(): DemoUser;
  /** The acting user in the account the request names: what account-scoped routes decide on. */
  actingInAccount(): Promise<Acting>;
  /** The acting user of an administration route (no account named). */
  actingAnywhere(): Promise<Acting>;
  /**
   * The acting user of a route that carries no `userId` (spec 2 §7's run calls): the caller, or
   * the user the caller impersonates right now, since the page then is that user's.
   */
  actingAsCaller(): Acting;
  /** The user this request acted as, once a handler asked for it (the audit trail's subject). */
  actedAs(): DemoUser | undefined;
  /** The permission-matrix rows the handler consulted (the route walk checks them). */
  consulted(): readonly MatrixKey[];
  /**
   * Notes records this request changed in place (records added or removed through
   * data/collections.ts are noted there): the host saves just those (data/changes.ts).
   */
  changed(collection: ChangedCollection, ...records: unknown[]): void;
  /** Tells the host the data changed in ways not described record by record: it saves all of it. */
  markChanged(): void;
  /**
   * Makes the request's changes, once everything is checked, in one synchronous step: all of
   * them, or — should `apply` throw — none (data/transaction.ts).
   */
  commit<T>(apply: () => T): T;
}

export function createRouteContext(
  request: Request,
  params: Record<string, string>,
  deps: DemoApiDeps,
  caller: DemoUser | null,
  onChanged: () => void,
): RouteContext {
  const url = new URL(request.url);
  let body: Promise<Input> | undefined;
  let input: Promise<Input> | undefined;
  let actedAs: DemoUser | undefined;
  const consulted: MatrixKey[] = [];
  const consult = (key: MatrixKey) => {
    consulted.push(key);
  };
  const context: RouteContext = {
    request,
    url,
    params,
    deps,
    data: deps.data,
    now: deps.now(),
    input() {
      input ??= context.body().then((fields) => ({ ...Object.fromEntries(url.searchParams), ...fields }));
      return input;
    },
    body() {
      body ??= readBody(request);
      return body;
    },
    caller() {
      if (!caller) throw unauthorized('Missing bearer token');
      return caller;
    },
    async actingInAccount() {
      const input = await context.input();
      actedAs = actingUser(deps.data, context.caller(), input.userId);
      return actingAs(deps.data, actedAs, actingAccount(deps.data, actedAs, input.accountId), consult);
    },
    async actingAnywhere() {
      actedAs = actingUser(deps.data, context.caller(), (await context.input()).userId);
      return actingAs(deps.data, actedAs, undefined, consult);
    },
    actingAsCaller() {
      const signedIn = context.caller();
      actedAs = impersonatedUserOf(deps.data, signedIn) ?? signedIn;
      return actingAs(deps.data, actedAs, undefined, consult);
    },
    actedAs: () => actedAs,
    consulted: () => consulted,
    changed(collection, ...records) {
      noteChanged(deps.data, collection, ...records);
      onChanged();
    },
    markChanged() {
      noteEverything(deps.data);
      onChanged();
    },
    commit: (apply) => commit(deps.data, apply),
  };
  return context;
}
