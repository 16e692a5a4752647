import type { ExampleCall } from '../../../contract/described';
import { describedOf } from '../../../contract/described/index';
import { fillPath } from '../../../contract/endpoint';
import type { TargetFacts } from '../../access/decide';
import type { MatrixKey } from '../../access/matrix';
import { type DeclaredEndpoint, routePath } from '../../api/route-kit';
import type { TestBackend } from '../testBackend';
import type { WalkPersona } from './personas';

export interface ProbeRequest {
  path: string;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  form?: FormData;
}

/** Values `prepare` made for the request (an upload's key, a run's message id). */
export type Prepared = Record<string, string>;

/**
 * One call of one route, made as every persona: what it reaches, described by hand as the matrix
 * sees it, so the walk can tell what each persona must be answered.
 */
export interface Probe {
  /** The route, as `METHOD /pattern` (e.g. `DELETE /api/channels/:id`). */
  route: string;
  /** What the case is about, for the test's name. */
  about: string;
  /**
   * Where the persona acts: in an account (sent as `accountId` with `userId`), anywhere (the
   * administration routes: `userId` only), or as the caller (spec 2 §7's run calls: neither).
   */
  acting: { in: string } | 'anywhere' | 'caller';
  /** The record as the matrix sees it; a function for a record the persona makes themselves. */
  target: TargetFacts | ((persona: WalkPersona) => TargetFacts);
  /** The row that decides, when not the route's own (a campaign's run answers to the campaign's rows). */
  decidedBy?: MatrixKey;
  /** Sets up what the call needs, on the fresh backend each persona's call gets. */
  prepare?: (backend: TestBackend) => Promise<Prepared> | Prepared;
  request: (persona: WalkPersona, prepared: Prepared) => ProbeRequest;
  /** An allowed call's answer when not 2xx (stopping a finished run answers 409). */
  allowedStatus?: number;
  /**
   * Paths of the same route the backend must refuse whoever calls (an unknown record named in
   * the path), for a route whose call carries no field to get wrong (a pack switch).
   */
  refusedPaths?: string[];
  /** The call replaces the whole data (a pack switch): the journal saves one whole snapshot. */
  replacesEverything?: true;
}

type DeclaredProbe = Omit<Probe, 'route' | 'request'> & { request?: Probe['request'] };

/**
 * A probe of an endpoint declared in src/contract: its route from the declaration, its call the
 * declaration's example unless the probe needs its own (a record it prepared).
 */
export function probeOf(declared: DeclaredEndpoint, probe: DeclaredProbe): Probe {
  return {
    route: `${declared.method} ${routePath(declared.path)}`,
    request: () => exampleRequest(declared),
    ...probe,
  };
}

/** The declaration's example call, with what the probe changes in it. */
export function exampleRequest(declared: DeclaredEndpoint, change: ExampleCall = {}): ProbeRequest {
  const example = describedOf(declared).example ?? {};
  const query = { ...example.query, ...change.query };
  const body = example.body || change.body ? { ...example.body, ...change.body } : undefined;
  return {
    path: fillPath(declared.path, { ...example.params, ...change.params }),
    ...(Object.keys(query).length > 0 ? { query } : {}),
    ...(body ? { body } : {}),
  };
}

/** The record a persona makes themselves (a message, an upload) in an account. */
export const ownNew =
  (accountId: string) =>
  (persona: WalkPersona): TargetFacts => ({ ownerId: persona.id, accountIds: [accountId] });

export const inAccount = (accountId: string): TargetFacts => ({ accountIds: [accountId] });

export const ownedBy = (ownerId: string, accountId: string): TargetFacts => ({
  ownerId,
  accountIds: [accountId],
});

/** A small PDF-looking upload (the store checks the extension, not the bytes). */
export function uploadForm(name = 'insertion-order.pdf', field = 'file'): FormData {
  const form = new FormData();
  form.append(field, new File([new Uint8Array([37, 80, 68, 70, 45])], name, { type: 'application/pdf' }));
  return form;
}
