import type { Endpoint } from '../../contract/endpoint';
import type { Acting } from '../access/acting';
import type { MatrixKey } from '../access/matrix';
import type { ChangedCollection } from '../data/changes';
import { replaceContent } from '../data/transaction';
import type { Input, RouteContext } from '../kernel/context';
import type { Route } from './router';

/**
 * The shapes most routes share, declared once: a list answered under one key, a record changed
 * in place, a record removed. Each reaches its records through the access rules (the `reach` and
 * `list` functions given), so the matrix decides; a changed record is noted for the journal here.
 *
 * Writes are atomic (issue 27): a change is made to a copy of the record, which replaces the
 * record's content only once the whole request has been checked, in one commit; a removal runs
 * in a commit too. A route written by hand does the same: checks first, then `ctx.commit`.
 */

/** An endpoint of src/contract whose row is one of the matrix's. */
export type DeclaredEndpoint = Endpoint<string, MatrixKey>;

/** The router's pattern of a contract path: '/a/{id}' → '/a/:id'. */
export function routePath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/**
 * One route: a handler bound to its declaration (src/contract/endpoints), which gives its method,
 * path and matrix row.
 */
export function route(declared: DeclaredEndpoint, handle: Route['handle']): Route {
  return {
    method: declared.method,
    path: routePath(declared.path),
    rule: declared.rule,
    // 'open' calls (the contract itself) are the mock server's, never the simulation's.
    ...(declared.credentials === 'key' || declared.credentials === 'signed-link'
      ? { access: declared.credentials }
      : {}),
    endpoint: declared,
    handle,
  };
}

/** A route answered in demo mode only (the demo identity provider, the packs): 404 elsewhere. */
export const demoOnly = (declared: Route): Route => ({ ...declared, demoOnly: true });

type Lister<T> = (acting: Acting) => readonly T[];
type RowOf<T> = (record: T, ctx: RouteContext) => unknown;

function listing<T>(key: string, list: Lister<T>, row: RowOf<T> = (record) => record): Route['handle'] {
  return async (ctx) => ({ [key]: list(await ctx.actingAnywhere()).map((record) => row(record, ctx)) });
}

/** GET: the records the acting user may list, as `{ [key]: rows }`. */
export function listRoute<T>(
  declared: DeclaredEndpoint,
  key: string,
  list: Lister<T>,
  row?: RowOf<T>,
): Route {
  return route(declared, listing(key, list, row));
}

export interface RecordChange<T> {
  endpoint: DeclaredEndpoint;
  /** Where the record is stored, for the journal. */
  collection: ChangedCollection;
  /** The record the path names, if the acting user may do `rule` with it. */
  reach(ctx: RouteContext, rule: MatrixKey): Promise<T>;
  /** Changes `draft`, a copy of the record, or throws: the record itself changes only if this returns. */
  change(draft: T, input: Input, ctx: RouteContext): void;
  answer(record: T, ctx: RouteContext): unknown;
}

/** A record the path names, changed from the request's fields: all of them, or none. */
export function changeRoute<T extends object>(spec: RecordChange<T>): Route {
  const { rule } = spec.endpoint;
  return route(spec.endpoint, async (ctx) => {
    const record = await spec.reach(ctx, rule);
    const draft = structuredClone(record);
    spec.change(draft, await ctx.input(), ctx);
    return ctx.commit(() => {
      replaceContent(record, draft);
      ctx.changed(spec.collection, record);
      return spec.answer(record, ctx);
    });
  });
}

/** DELETE: the record the path names, if the acting user may; answers `{ success: true }`. */
export function removeRoute<T>(
  declared: DeclaredEndpoint,
  reach: (ctx: RouteContext, rule: MatrixKey) => Promise<T>,
  remove: (record: T, ctx: RouteContext) => void,
): Route {
  return route(declared, async (ctx) => {
    const record = await reach(ctx, declared.rule);
    ctx.commit(() => remove(record, ctx));
    return { success: true };
  });
}
