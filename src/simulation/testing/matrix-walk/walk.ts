import { decide } from '../../access/decide';
import { type MatrixKey, rowOf } from '../../access/matrix';
import type { Route } from '../../api/router';
import { allRoutes } from '../../api/routes';
import type { DemoData } from '../../data/types';
import { createTestBackend, type TestBackend } from '../testBackend';
import { type WalkPersona, walkFacts } from './personas';
import type { Prepared, Probe } from './probe';

export const routeKey = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

export function routeOf(probe: Probe): Route {
  const route = allRoutes().find((candidate) => routeKey(candidate) === probe.route);
  if (!route) throw new Error(`A probe names a route the backend does not answer: ${probe.route}`);
  return route;
}

/** Whether the matrix lets this persona make this probe's call. */
export function expectedVerdict(probe: Probe, persona: WalkPersona): boolean {
  const route = routeOf(probe);
  const accountId = typeof probe.acting === 'object' ? probe.acting.in : undefined;
  const target = typeof probe.target === 'function' ? probe.target(persona) : probe.target;
  return decide(rowOf(probe.decidedBy ?? route.rule), walkFacts(persona, accountId), target).allowed;
}

/** Rows every role reaches without conditions: nothing to consult (the api key or a signed link decides). */
function isOpenRow(key: MatrixKey): boolean {
  return Object.values(rowOf(key).reach).every((reach) => reach === 'any') && !rowOf(key).flag;
}

/** The probe's call as the persona: `userId` (and `accountId`) where the route takes them. */
export async function callProbe(
  backend: TestBackend,
  probe: Probe,
  persona: WalkPersona,
  prepared: Prepared,
) {
  const { path, query = {}, body, form } = probe.request(persona, prepared);
  const [method = 'GET'] = probe.route.split(' ');
  const ids: Record<string, string> =
    probe.acting === 'caller'
      ? {}
      : { userId: persona.id, ...(probe.acting === 'anywhere' ? {} : { accountId: probe.acting.in }) };
  const inQuery = method === 'GET' || method === 'DELETE' || form !== undefined;
  for (const [name, value] of Object.entries(ids)) form?.append(name, value);
  return backend.call(method, path, {
    token: await backend.tokenFor(persona.email),
    query: inQuery ? { ...ids, ...query } : query,
    ...(form ? { form } : inQuery ? {} : { body: { ...ids, ...body } }),
  });
}

/** Makes the probe's call as the persona on a fresh copy of the seed; answers what came back. */
export async function walk(probe: Probe, persona: WalkPersona, seed: DemoData) {
  const consulted: MatrixKey[] = [];
  const backend = createTestBackend({
    data: structuredClone(seed),
    observeAccess: (route, keys) => {
      if (routeKey(route) === probe.route) consulted.push(...keys);
    },
  });
  const prepared = (await probe.prepare?.(backend)) ?? {};
  consulted.length = 0;
  const response = await callProbe(backend, probe, persona, prepared);
  const rule = probe.decidedBy ?? routeOf(probe).rule;
  return { response, consultedOwnRule: isOpenRow(rule) || consulted.includes(rule) };
}
