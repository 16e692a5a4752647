import { type Spread, spread } from './timing';

const ROUNDS = 5;

/** One ordered pair's switch times: to `to` while the backend holds `from`. */
export interface PackSwitch {
  from: string;
  to: string;
  ms: Spread;
}

/**
 * A walk through `ids` that takes every ordered pair of distinct ids exactly once as a step
 * (an Eulerian circuit of the complete directed graph, Hierholzer's way): every switch the
 * walk makes is one the bench times, and none is made only to set the next one up.
 */
export function everyPairWalk(ids: readonly string[]): string[] {
  const [first] = ids;
  if (first === undefined) return [];
  const unused = new Map(ids.map((id) => [id, ids.filter((other) => other !== id)]));
  const stack = [first];
  const walk: string[] = [];
  while (stack.length > 0) {
    const at = stack.at(-1) as string;
    const next = unused.get(at)?.shift();
    if (next === undefined) walk.unshift(stack.pop() as string);
    else stack.push(next);
  }
  return walk;
}

/**
 * `POST /api/demo/packs/{id}` on the mock server, as the presenter's switch makes it, answer
 * included: every ordered pair of packs switched ROUNDS times (the same walk each round).
 */
export async function measurePackSwitches(mockUrl: string, apiKey: string): Promise<PackSwitch[]> {
  const headers = { 'x-api-key': apiKey };
  const listed = (await (await fetch(`${mockUrl}/api/demo/packs`, { headers })).json()) as {
    packs: { id: string; name: string }[];
  };
  const names = new Map(listed.packs.map((pack) => [pack.id, pack.name]));
  const walk = everyPairWalk(listed.packs.map((pack) => pack.id));
  const switchTo = async (id: string) => {
    const response = await fetch(`${mockUrl}/api/demo/packs/${id}`, { method: 'POST', headers });
    if (!response.ok) throw new Error(`Switching to ${names.get(id)} failed: ${response.status}`);
    await response.arrayBuffer();
  };
  const times = new Map<string, number[]>();
  const [start] = walk;
  if (start !== undefined) await switchTo(start);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [step, to] of walk.slice(1).entries()) {
      const from = walk[step] as string;
      const started = performance.now();
      await switchTo(to);
      const pair = `${from}→${to}`;
      times.set(pair, [...(times.get(pair) ?? []), performance.now() - started]);
    }
  }
  return [...times].map(([pair, ms]) => {
    const [from, to] = pair.split('→') as [string, string];
    return { from: names.get(from) ?? from, to: names.get(to) ?? to, ms: spread(ms) };
  });
}
