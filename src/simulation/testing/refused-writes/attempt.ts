import type { Route } from '../../api/router';
import { ensureCampaignSeed } from '../../campaigns/seed';
import { pendingChanges } from '../../data/changes';
import type { DemoData } from '../../data/types';
import { splitByCarrier } from '../declared-carrier';
import type { WalkPersona } from '../matrix-walk/personas';
import type { Prepared, Probe } from '../matrix-walk/probe';
import { actingIds, routeOf } from '../matrix-walk/walk';
import { createTestBackend, type TestBackend } from '../testBackend';
import type { Fields } from './malformed';

/** A probe's call as the persona, with every field it sends (ids included) laid out to be changed. */
export interface Call {
  method: string;
  path: string;
  /** The route: where each field travels is where its contract declares it (declared-carrier.ts). */
  route: Route;
  fields: Fields;
  form?: FormData;
}

export function callOf(probe: Probe, persona: WalkPersona, prepared: Prepared): Call {
  const { path, query = {}, body = {}, form } = probe.request(persona, prepared);
  const [method = 'GET'] = probe.route.split(' ');
  const fields: Fields = { ...actingIds(probe, persona), ...query, ...(form ? {} : body) };
  return { method, path, route: routeOf(probe), fields, ...(form ? { form } : {}) };
}

/**
 * The stored state a refusal must leave as it was: each collection of the data (as text, so a
 * difference names the collection), the files, and what waits to be saved.
 */
export function snapshot(backend: TestBackend) {
  const { campaignArea, ...collections } = backend.data as unknown as Record<string, unknown>;
  const data: Record<string, string> = {};
  for (const [name, value] of Object.entries(collections)) data[name] = JSON.stringify(value);
  for (const [name, value] of Object.entries((campaignArea ?? {}) as Record<string, unknown>)) {
    data[`campaignArea.${name}`] = JSON.stringify(value);
  }
  return { data, files: backend.files.listing().join('\n'), pending: pendingChanges(backend.data) };
}

/** A snapshot's parts that differ from another's: what the test names when a refusal changed something. */
export function differences(
  before: ReturnType<typeof snapshot>,
  after: ReturnType<typeof snapshot>,
): string[] {
  const changed = Object.keys({ ...before.data, ...after.data }).filter(
    (name) => before.data[name] !== after.data[name],
  );
  if (before.files !== after.files) changed.push('files (stored or staged)');
  const added = after.pending.filter((line) => !before.pending.includes(line));
  if (added.length > 0) changed.push(`waiting to be saved: ${added.join(', ')}`);
  return changed;
}

/** The call with `fields`, as `persona`, or with no credentials at all when `persona` is null. */
export async function send(backend: TestBackend, persona: WalkPersona | null, call: Call, fields: Fields) {
  const token = persona ? await backend.tokenFor(persona.email) : null;
  const { inBody, inQuery } = splitByCarrier(call.route, fields);
  const query = Object.fromEntries(
    Object.entries(inQuery).map(([name, value]) => [
      name,
      typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  );
  if (call.form) {
    const form = new FormData();
    for (const [name, value] of call.form.entries()) form.append(name, value);
    for (const [name, value] of Object.entries(inBody)) form.append(name, String(value));
    return backend.call(call.method, call.path, { token, query, form });
  }
  const hasBody = Object.keys(inBody).length > 0 || (call.method !== 'GET' && call.method !== 'DELETE');
  return backend.call(call.method, call.path, { token, query, ...(hasBody ? { body: inBody } : {}) });
}

/**
 * A fresh backend over a copy of the seed, with the probe's own setup done and the demo
 * accounts' campaigns made (they are made on first use, by whichever request comes first).
 */
export async function freshBackend(probe: Probe, seed: DemoData) {
  const backend = createTestBackend({ data: structuredClone(seed) });
  ensureCampaignSeed(backend.data, 'acc-acme-media', backend.clock.now);
  const prepared = (await probe.prepare?.(backend)) ?? {};
  return { backend, prepared };
}
