/**
 * Mock-server throughput: a bounded loop of authenticated calls on loopback (chat list and a
 * chat's history, the calls a demo makes most), with a fixed concurrency.
 */
export interface Throughput {
  requests: number;
  seconds: number;
  perSecond: number;
  p95Ms: number;
}

export async function measureMockThroughput(
  mockUrl: string,
  apiKey: string,
  requests = 2000,
  concurrency = 8,
) {
  const headers = { 'x-api-key': apiKey, 'content-type': 'application/json' };
  const { token } = (await (
    await fetch(`${mockUrl}/api/demo/token`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'riley.planner@example.com' }),
    })
  ).json()) as { token: string };
  const authed = { ...headers, authorization: `Bearer ${token}` };
  const { user } = (await (
    await fetch(`${mockUrl}/api/auth/login`, { method: 'POST', headers: authed })
  ).json()) as {
    user: { id: string; accountId?: string; account_id?: string };
  };
  const query = `userId=${encodeURIComponent(user.id)}&accountId=${encodeURIComponent(user.accountId ?? user.account_id ?? '')}`;
  const { chats } = (await (
    await fetch(`${mockUrl}/api/chat-history?${query}`, { headers: authed })
  ).json()) as {
    chats: { id: string }[];
  };
  const paths = [
    `/api/chat-history?${query}`,
    ...chats.slice(0, 3).map((c) => `/api/chat-history/${c.id}?${query}`),
  ];

  const durations: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < requests) {
      const path = paths[next++ % paths.length];
      const t0 = performance.now();
      const response = await fetch(`${mockUrl}${path}`, { headers: authed });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      durations.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  durations.sort((a, b) => a - b);
  return {
    requests,
    seconds,
    perSecond: requests / seconds,
    p95Ms: durations[Math.floor(durations.length * 0.95)] ?? 0,
  } satisfies Throughput;
}
