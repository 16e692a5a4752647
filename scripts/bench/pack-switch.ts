import { type Spread, spread } from './timing';

const ROUNDS = 5;

/** One pack's switch times: from the pack before it in the list (the last one's before the first). */
export interface PackSwitch {
  name: string;
  ms: Spread;
}

/**
 * `POST /api/demo/packs/{id}` on the mock server, as the presenter's switch makes it: each pack
 * switched to ROUNDS times, each time from the pack before it, answer included (the new pack is
 * then built, in place and saved as a new snapshot).
 */
export async function measurePackSwitches(mockUrl: string, apiKey: string): Promise<PackSwitch[]> {
  const headers = { 'x-api-key': apiKey };
  const listed = (await (await fetch(`${mockUrl}/api/demo/packs`, { headers })).json()) as {
    packs: { id: string; name: string }[];
  };
  const times = new Map(listed.packs.map((pack) => [pack.id, [] as number[]]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const pack of listed.packs) {
      const started = performance.now();
      const response = await fetch(`${mockUrl}/api/demo/packs/${pack.id}`, { method: 'POST', headers });
      if (!response.ok) throw new Error(`Switching to ${pack.name} failed: ${response.status}`);
      await response.arrayBuffer();
      times.get(pack.id)?.push(performance.now() - started);
    }
  }
  return listed.packs.map((pack) => ({ name: pack.name, ms: spread(times.get(pack.id) ?? []) }));
}
