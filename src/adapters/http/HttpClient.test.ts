import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ManualClock, settle } from '../../core/testing/ManualClock';
import { HttpFailure } from './failures';
import type { HttpClientConfig } from './HttpClient';
import { FakeFetch, json } from './testing/fake-fetch';
import { at, testClient } from './testing/harness';

const anything = z.unknown();

/** A client over a fake backend that answers anything: these tests are about the client, not the contract. */
function setup(overrides: Partial<HttpClientConfig> = {}) {
  const backend = new FakeFetch();
  return { backend, client: testClient({ fetch: backend.fetch, ...overrides }) };
}

async function failureOf(promise: Promise<unknown>): Promise<HttpFailure> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpFailure);
  return error as HttpFailure;
}

describe('HttpClient headers and addresses', () => {
  it('sends the API key and the session token on every call', async () => {
    const { backend, client } = setup();
    await client.send(at('GET', '/api/x'), { schema: anything });
    expect(backend.lastCall.headers.get('x-api-key')).toBe('sidekick-demo-key');
    expect(backend.lastCall.headers.get('authorization')).toBe('Bearer session-token');
  });

  it('sends no bearer token before anyone signed in', async () => {
    const { backend, client } = setup({ getToken: () => null });
    await client.send(at('GET', '/api/x'), { schema: anything });
    expect(backend.lastCall.headers.get('authorization')).toBeNull();
    expect(backend.lastCall.headers.get('x-api-key')).toBe('sidekick-demo-key');
  });

  it('lets a call send its own token, as sign-in does', async () => {
    const { backend, client } = setup({ getToken: () => null });
    await client.send(at('POST', '/api/auth/login'), { schema: anything, token: 'id-token' });
    expect(backend.lastCall.headers.get('authorization')).toBe('Bearer id-token');
  });

  it('skips unset query values and sends JSON bodies with a content type', async () => {
    const { backend, client } = setup();
    await client.send(at('POST', '/api/chat'), {
      schema: anything,
      query: { userId: 'u-1', accountId: null },
      body: { a: 1 },
    });
    expect(backend.lastCall.query).toEqual({ userId: 'u-1' });
    expect(backend.lastCall.body).toEqual({ a: 1 });
    expect(backend.lastCall.headers.get('content-type')).toBe('application/json');
  });

  it('sends multipart forms without forcing a content type', async () => {
    const { backend, client } = setup();
    const form = new FormData();
    form.append('userId', 'u-1');
    await client.sendUpload(at('POST', '/api/upload'), form, { schema: anything });
    expect(backend.lastCall.method).toBe('POST');
    expect(backend.lastCall.body).toBe(form);
    expect(backend.lastCall.headers.get('content-type')).toBeNull();
  });
});

describe('HttpClient answers', () => {
  it('answers what the schema makes of the JSON', async () => {
    const { backend, client } = setup();
    backend.answerNext(json({ count: 3, extra: true }));
    const answer = await client.send(at('GET', '/api/x'), { schema: z.object({ count: z.number() }) });
    expect(answer).toEqual({ count: 3 });
  });

  it('accepts an empty answer when the schema accepts undefined', async () => {
    const { backend, client } = setup();
    backend.answerNext(new Response(null, { status: 204 }));
    await expect(client.send(at('DELETE', '/api/x'), { schema: z.undefined() })).resolves.toBeUndefined();
  });

  it('turns an answer of the wrong shape into a bad response naming the call', async () => {
    const { backend, client } = setup();
    backend.answerNext(json({ messages: 'nope' }));
    const error = await failureOf(
      client.send(at('GET', '/api/chat-history/c-1'), {
        schema: z.object({ messages: z.array(z.unknown()) }),
      }),
    );
    expect(error.code).toBe('ERR_BAD_RESPONSE');
    expect(error.message).toMatch(/^Unexpected answer from GET \/api\/chat-history\/c-1: messages: /);
  });

  it('says in words what in the answer did not match', async () => {
    // zod/mini has no messages of its own; without English ones every issue reads 'Invalid input'.
    const { backend, client } = setup();
    backend.answerNext(json({ messages: 'nope' }));
    const error = await failureOf(
      client.send(at('GET', '/api/chat-history/c-1'), {
        schema: z.object({ messages: z.array(z.unknown()) }),
      }),
    );
    expect(error.message).toContain('messages: Invalid input: expected array, received string');
  });

  it('turns an answer that is not JSON into a bad response', async () => {
    const { backend, client } = setup();
    backend.answerNext(new Response('<html>proxy error page</html>', { status: 200 }));
    const error = await failureOf(client.send(at('GET', '/api/x'), { schema: anything }));
    expect(error.code).toBe('ERR_BAD_RESPONSE');
    expect(error.message).toBe('Unexpected answer from GET /api/x: the answer is not JSON');
  });

  it('turns a mapping that throws into a bad response, not a crash', async () => {
    const { client } = setup();
    const fragile = z.pipe(
      z.unknown(),
      z.transform(() => {
        throw new TypeError('cannot read id');
      }),
    );
    const error = await failureOf(client.send(at('GET', '/api/x'), { schema: fragile }));
    expect(error.code).toBe('ERR_BAD_RESPONSE');
    expect(error.message).toContain('cannot read id');
  });
});

describe('HttpClient failures', () => {
  it.each([
    [400, 'rejected'],
    [401, 'signed-out'],
    [403, 'refused'],
    [404, 'not-found'],
    [409, 'rejected'],
    [413, 'over-limit'],
    [500, 'unavailable'],
    [503, 'unavailable'],
  ] as const)('names status %i a failure of kind %s for the core', async (status, kind) => {
    const { backend, client } = setup();
    backend.answerNext(json({}, status));
    expect((await failureOf(client.send(at('POST', '/api/x'), { schema: anything }))).kind).toBe(kind);
  });

  it("tells onSignedOut the backend's words of a 401, and of no other refusal", async () => {
    const heard: string[] = [];
    const { backend, client } = setup({ onSignedOut: (words) => heard.push(words) });
    backend.answerNext(json({ error: 'Nope' }, 403));
    await failureOf(client.send(at('GET', '/api/x'), { schema: anything }));
    backend.answerNext(json({ error: 'Val Viewer has been deactivated: the impersonation has ended' }, 401));
    await failureOf(client.send(at('POST', '/api/chat'), { schema: anything }));
    expect(heard).toEqual(['Val Viewer has been deactivated: the impersonation has ended']);
  });

  it('reads a 400 whose text names the limit as over a limit, other 400s as rejected', async () => {
    const { backend, client } = setup();
    backend.answerNext(json({ error: 'message is too long: the limit is 10,000 characters' }, 400));
    expect((await failureOf(client.send(at('POST', '/api/x'), { schema: anything }))).kind).toBe(
      'over-limit',
    );
    backend.answerNext(json({ error: 'summary is required' }, 400));
    expect((await failureOf(client.send(at('POST', '/api/x'), { schema: anything }))).kind).toBe('rejected');
  });

  it.each([
    [400, 'ERR_BAD_REQUEST'],
    [404, 'ERR_BAD_REQUEST'],
    [500, 'ERR_BAD_RESPONSE'],
  ] as const)('reports status %i as %s with the status attached', async (status, code) => {
    const { backend, client } = setup();
    backend.answerNext(json({}, status));
    const error = await failureOf(client.send(at('POST', '/api/x'), { schema: anything }));
    expect(error.code).toBe(code);
    expect(error.status).toBe(status);
    expect(error.message).toBe(`Request failed with status code ${status}`);
  });

  it("prefers the server's error text, then its message", async () => {
    const { backend, client } = setup();
    backend.answerNext(
      json({ error: 'Folder name is required', message: 'Bad Request' }, 400),
      json({ message: 'Role is in use' }, 409),
    );
    expect((await failureOf(client.send(at('POST', '/api/x'), { schema: anything }))).message).toBe(
      'Folder name is required',
    );
    expect((await failureOf(client.send(at('POST', '/api/x'), { schema: anything }))).message).toBe(
      'Role is in use',
    );
  });

  it('can prefer another field where a screen asks for it', async () => {
    const { backend, client } = setup();
    backend.answerNext(json({ details: 'BigQuery quota exceeded', message: 'Export failed' }, 500));
    const error = await failureOf(
      client.send(at('POST', '/api/x'), { schema: anything, errorFields: ['details', 'error', 'message'] }),
    );
    expect(error.message).toBe('BigQuery quota exceeded');
  });

  it('reports a network failure as a network error', async () => {
    const { backend, client } = setup();
    backend.answerAlways(new TypeError('fetch failed'));
    const error = await failureOf(client.send(at('POST', '/api/x'), { schema: anything }));
    expect(error.code).toBe('ERR_NETWORK');
    expect(error.kind).toBe('unavailable');
    expect(error.message).toBe('Network Error');
  });

  it('reports a canceled call as canceled, even when fetch ignores the signal', async () => {
    const { backend, client } = setup();
    backend.answerAlways(() => new Promise<Response>(() => {}));
    const controller = new AbortController();
    const pending = client.send(at('GET', '/api/x'), { schema: anything, signal: controller.signal });
    controller.abort();
    const error = await failureOf(pending);
    expect(error.code).toBe('ERR_CANCELED');
    expect(error.message).toBe('canceled');
  });

  it('does not call the backend at all with an already canceled signal', async () => {
    const { backend, client } = setup();
    const error = await failureOf(
      client.send(at('GET', '/api/x'), { schema: anything, signal: AbortSignal.abort() }),
    );
    expect(error.code).toBe('ERR_CANCELED');
    expect(backend.calls).toHaveLength(0);
  });

  it('times out only when a call asks for a timeout', async () => {
    const { backend, client } = setup();
    backend.answerAlways(() => new Promise<Response>(() => {}));
    const error = await failureOf(client.send(at('GET', '/api/x'), { schema: anything, timeoutMs: 5 }));
    expect(error.code).toBe('ETIMEDOUT');
    expect(error.message).toBe('timeout of 5ms exceeded');
  });
});

describe('HttpClient retries', () => {
  it.each(['GET', 'PUT', 'DELETE'] as const)(
    'retries %s after a network error, then succeeds',
    async (method) => {
      const { backend, client } = setup();
      backend.answerNext(new TypeError('fetch failed'), json({ ok: true }));
      await expect(
        client.send(at(method, '/api/x'), { schema: z.object({ ok: z.boolean() }) }),
      ).resolves.toEqual({
        ok: true,
      });
      expect(backend.calls).toHaveLength(2);
    },
  );

  it.each([502, 503, 504])('retries a GET answered %i, at most four times by default', async (status) => {
    const { backend, client } = setup();
    backend.answerAlways(json({ error: 'Upstream down' }, status));
    const error = await failureOf(client.send(at('GET', '/api/x'), { schema: anything }));
    expect(backend.calls).toHaveLength(5);
    expect(error.message).toBe('Upstream down');
  });

  it('never retries a POST or a PATCH: they could do the thing twice', async () => {
    const { backend, client } = setup();
    backend.answerAlways(new TypeError('fetch failed'));
    await failureOf(client.send(at('POST', '/api/chat'), { schema: anything }));
    await failureOf(client.send(at('PATCH', '/api/x'), { schema: anything }));
    backend.answerAlways(json({}, 503));
    await failureOf(client.send(at('POST', '/api/chat'), { schema: anything }));
    expect(backend.calls).toHaveLength(3);
  });

  it('does not retry other failures such as 500 or 404', async () => {
    const { backend, client } = setup();
    backend.answerAlways(json({}, 500));
    await failureOf(client.send(at('GET', '/api/x'), { schema: anything }));
    backend.answerAlways(json({}, 404));
    await failureOf(client.send(at('GET', '/api/x'), { schema: anything }));
    expect(backend.calls).toHaveLength(2);
  });

  it('does not retry after a cancel', async () => {
    const { backend, client } = setup();
    const controller = new AbortController();
    backend.answerAlways(() => {
      controller.abort();
      throw new TypeError('fetch failed');
    });
    const error = await failureOf(
      client.send(at('GET', '/api/x'), { schema: anything, signal: controller.signal }),
    );
    expect(error.code).toBe('ERR_CANCELED');
    expect(backend.calls).toHaveLength(1);
  });

  it('waits between attempts on the clock it is given, not on real timers', async () => {
    const clock = new ManualClock();
    const { backend, client } = setup({ clock, retryDelayMs: (attempt) => 300 * 2 ** attempt });
    backend.answerAlways(new TypeError('fetch failed'));
    const outcome = failureOf(client.send(at('GET', '/api/x'), { schema: anything }));
    await settle();
    expect(backend.calls).toHaveLength(1);
    await clock.advance(299);
    expect(backend.calls).toHaveLength(1);
    await clock.advance(1);
    expect(backend.calls).toHaveLength(2);
    await clock.advance(600 + 1200 + 2400);
    expect(backend.calls).toHaveLength(5);
    expect((await outcome).code).toBe('ERR_NETWORK');
  });

  it('waits the configured, growing delay between attempts', async () => {
    const delays: number[] = [];
    const { backend, client } = setup({
      retries: 3,
      retryDelayMs: (attempt) => {
        delays.push(attempt);
        return 0;
      },
    });
    backend.answerAlways(new TypeError('fetch failed'));
    await failureOf(client.send(at('GET', '/api/x'), { schema: anything }));
    expect(backend.calls).toHaveLength(4);
    expect(delays).toEqual([0, 1, 2]);
  });
});
