import type * as z from 'zod/mini';
import type { SentAnswer } from './answers/named';
import type { Endpoint, HostEndpoint, ParamsOf } from './endpoint';

/** 410: a signed link that has expired. */
export type ErrorStatus = 400 | 403 | 404 | 409 | 410 | 413;

/**
 * A call the contract can make as it is: the path's params (seed ids), query and body fields.
 * The acting user (`userId`, `accountId`) is not in it: whoever calls adds the persona's own.
 */
export interface ExampleCall<Path extends string = string> {
  readonly params?: ParamsOf<Path>;
  readonly query?: Readonly<Record<string, string>>;
  readonly body?: Readonly<Record<string, unknown>>;
}

/** What documents an endpoint besides its answer (which the HTTP adapters' readers hold for now). */
export interface Description<Path extends string = string> {
  /** The spec section or area it belongs to; groups the reference page. */
  readonly tag: string;
  readonly summary: string;
  readonly description?: string;
  readonly query?: z.core.$ZodType;
  /** A JSON body. */
  readonly body?: z.core.$ZodType;
  /** A multipart/form-data body. */
  readonly form?: z.core.$ZodType;
  /** 201 instead of 200. */
  readonly created?: boolean;
  /** Refusals this call may answer besides the ones every call may (401, 500, 503). */
  readonly errors?: readonly ErrorStatus[];
  readonly example?: ExampleCall<Path>;
  /**
   * What the document's request example adds to the example call's body: what whoever calls adds
   * in the tests (an upload of their own, the chat they are in), as the seed's values.
   */
  readonly bodyAdditions?: Readonly<Record<string, unknown>>;
  /** What a backend sends on success (a named schema of ./answers), with its example. */
  readonly answer?: SentAnswer;
}

export interface Described<Path extends string = string> extends Description<Path> {
  readonly endpoint: Endpoint<Path>;
}

/** An endpoint the HTTP host answers itself, with its description. */
export interface HostDescribed<Path extends string = string> extends Description<Path> {
  readonly endpoint: HostEndpoint<Path>;
}

/**
 * Pairs each endpoint of an area with its description; the type asks for one per endpoint, so an
 * endpoint cannot be declared without being documented.
 */
export function describeAll<Area extends Record<string, HostEndpoint>>(
  endpoints: Area,
  descriptions: { readonly [Name in keyof Area]: Description<Area[Name]['path']> },
): { readonly [Name in keyof Area]: Description & { readonly endpoint: Area[Name] } } {
  return Object.fromEntries(
    Object.entries(endpoints).map(([name, declared]) => [
      name,
      { endpoint: declared, ...(descriptions[name] as Description) },
    ]),
  ) as { readonly [Name in keyof Area]: Description & { readonly endpoint: Area[Name] } };
}

/** Admin-only reads answer 403 to anyone else, and 400 for a bad acting user. */
export const ADMIN_READ: readonly ErrorStatus[] = [400, 403];
/** A change that breaks a rule answers 400, an unknown record 404, a body over the limit 413. */
export const ADMIN_CHANGE: readonly ErrorStatus[] = [400, 403, 404, 413];
