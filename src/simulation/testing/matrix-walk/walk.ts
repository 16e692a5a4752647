import { decide } from '../../access/decide';
import { type MatrixKey, rowOf } from '../../access/matrix';
import type { Route } from '../../api/router';
import { allRoutes } from '../../api/routes';
import type { DemoData } from '../../data/types';
import { splitByCarrier } from '../declared-carrier';
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

/** The persona's ids as the probe's call sends them: `userId` (and `accountId`) where it acts. */
export function actingIds(probe: Probe, persona: WalkPersona): Record<string, string> {
  if (probe.acting === 'caller') return {};
  return { userId: persona.id, ...(probe.acting === 'anywhere' ? {} : { accountId: probe.acting.in }) };
}

/** The probe's call as the persona: `userId` (and `accountId`) where the contract declares them. */
export async function callProbe(
  backend: TestBackend,
  probe: Probe,
  persona: WalkPersona,
  prepared: Prepared,
) {
  const { path, query = {}, body, form } = probe.request(persona, prepared);
  const [method = 'GET'] = probe.route.split(' ');
  const { inBody, inQuery } = splitByCarrier(routeOf(probe), actingIds(probe, persona));
  for (const [name, value] of Object.entries(inBody)) form?.append(name, String(value));
  const hasBody = form === undefined && (body !== undefined || Object.keys(inBody).length > 0);
  return backend.call(method, path, {
    token: await backend.tokenFor(persona.email),
    query: { ...inQuery, ...query },
    ...(form ? { form } : hasBody ? { body: { ...inBody, ...body } } : {}),
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
