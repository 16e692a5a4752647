import { DEMO_API_KEY } from '../../../mock-server/config';
import type { Prospect } from '../../../src/core/domain/demo/prospect';

/** A call to the scenario's demo backend (in process, or the worker's mock server). */
export type DemoBackendCall = (path: string, init?: RequestInit) => Promise<Response>;

interface ListedPack {
  id: string;
  name: string;
}

/**
 * Switches the scenario's demo backend to the pack of that name, made for the prospect if one is
 * given, through the routes a presenter uses; a name the backend does not serve fails with the
 * names it does.
 */
export async function putTheDemoAt(name: string, call: DemoBackendCall, prospect?: Prospect): Promise<void> {
  const headers = { 'x-api-key': DEMO_API_KEY };
  const listed = await call('/api/demo/packs', { headers });
  if (!listed.ok) throw new Error(`The demo backend did not list its packs: ${listed.status}`);
  const { packs } = (await listed.json()) as { packs: ListedPack[] };
  const pack = packs.find((candidate) => candidate.name === name);
  if (!pack) {
    const names = packs.map((candidate) => `"${candidate.name}"`).join(', ');
    throw new Error(`The demo backend has no pack "${name}"; its packs are ${names}`);
  }
  const switched = await call(`/api/demo/packs/${pack.id}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    ...(prospect ? { body: JSON.stringify({ prospect }) } : {}),
  });
  if (!switched.ok)
    throw new Error(
      `The demo backend did not switch to "${name}": ${switched.status} ${await switched.text()}`,
    );
}

/** The prospect the demo backend's pack was made for, as GET /api/demo/packs answers it. */
export async function theDemoProspect(call: DemoBackendCall): Promise<Prospect> {
  const listed = await call('/api/demo/packs', { headers: { 'x-api-key': DEMO_API_KEY } });
  if (!listed.ok) throw new Error(`The demo backend did not list its packs: ${listed.status}`);
  return ((await listed.json()) as { prospect: Prospect }).prospect;
}
