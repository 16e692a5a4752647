import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
// json-server 0.17 is CommonJS; its router is the reference the issue compares against.
import jsonServer from 'json-server';

const SCALE_ACCOUNT = 'acc-scale-test';
const ALEX = 'alex.admin@example.com';

interface Session {
  headers: Record<string, string>;
  query: string;
}

async function signIn(mockUrl: string, apiKey: string): Promise<Session & { token: string; user: unknown }> {
  const headers = { 'x-api-key': apiKey, 'content-type': 'application/json' };
  const { token } = (await (
    await fetch(`${mockUrl}/api/demo/token`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: ALEX }),
    })
  ).json()) as { token: string };
  const authed = { ...headers, authorization: `Bearer ${token}` };
  const { user } = (await (
    await fetch(`${mockUrl}/api/auth/login`, { method: 'POST', headers: authed })
  ).json()) as {
    user: { id: string };
  };
  return { headers: authed, query: `userId=${user.id}&accountId=${SCALE_ACCOUNT}`, token, user };
}

const SORTS = ['name', 'status', 'created_at', 'updated_at', 'folder_name'];
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? 0;

/** Pages of the 10,000-campaign account as the list asks for them: random page, sort, sometimes a search. */
function ourPath(index: number, query: string): string {
  const sort = SORTS[index % SORTS.length];
  const search = index % 4 === 0 ? '&search=north' : '';
  return `/api/v2/campaigns?${query}&page=${1 + ((index * 37) % 400)}&limit=10&sortBy=${sort}&sortOrder=${index % 2 ? 'asc' : 'desc'}${search}`;
}

function plainPath(index: number): string {
  const sort = SORTS[index % SORTS.length] === 'folder_name' ? 'folder_id' : SORTS[index % SORTS.length];
  const search = index % 4 === 0 ? '&q=north' : '';
  return `/campaigns?_page=${1 + ((index * 37) % 400)}&_limit=10&_sort=${sort}&_order=${index % 2 ? 'asc' : 'desc'}${search}`;
}

async function hammer(
  baseUrl: string,
  path: (index: number) => string,
  headers: Record<string, string>,
  seconds: number,
) {
  const durations: number[] = [];
  let index = 0;
  const until = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      const response = await fetch(`${baseUrl}${path(index++)}`, { headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${path(index)} answered ${response.status}`);
      durations.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return { perSecond: durations.length / seconds, p95Ms: p95(durations), requests: durations.length };
}

/** Plain json-server over the same 10,000 rows (its own router, no access checks). */
async function plainJsonServer(rows: unknown[], port: number): Promise<{ url: string; server: Server }> {
  const app = jsonServer.create();
  app.use(jsonServer.router({ campaigns: rows }));
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** List endpoint p95 and throughput against plain json-server on the same rows, side by side. */
export async function benchCampaignEndpoint(mockUrl: string, apiKey: string, plainPort: number) {
  const session = await signIn(mockUrl, apiKey);
  // Warm: the first call seeds the Scale Test account.
  const first = await fetch(`${mockUrl}/api/v2/campaigns?${session.query}&limit=100`, {
    headers: session.headers,
  });
  if (!first.ok) throw new Error(`campaign list answered ${first.status}`);
  const rows: unknown[] = [];
  for (let page = 1; page <= 100; page += 1) {
    const answer = (await (
      await fetch(`${mockUrl}/api/v2/campaigns?${session.query}&limit=100&page=${page}`, {
        headers: session.headers,
      })
    ).json()) as { campaigns: unknown[] };
    rows.push(...answer.campaigns);
  }
  const latencies: number[] = [];
  for (let index = 0; index < 300; index += 1) {
    const t0 = performance.now();
    const response = await fetch(`${mockUrl}${ourPath(index, session.query)}`, { headers: session.headers });
    await response.arrayBuffer();
    latencies.push(performance.now() - t0);
  }
  const plain = await plainJsonServer(rows, plainPort);
  try {
    const ours = await hammer(mockUrl, (index) => ourPath(index, session.query), session.headers, 3);
    const theirs = await hammer(plain.url, plainPath, {}, 3);
    return { rows: rows.length, p95Ms: p95(latencies), ours, theirs };
  } finally {
    plain.server.close();
  }
}
