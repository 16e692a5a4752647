/** A request as the fake backend saw it. */
export interface RecordedCall {
  method: string;
  /** The path without the base address, e.g. '/api/chat-history/c-1'. */
  path: string;
  query: Record<string, string>;
  headers: Headers;
  /** The parsed JSON body, the FormData of a multipart call, or undefined. */
  body: unknown;
}

/** What the fake answers: a response, a thrown network error, or a function of the call. */
export type FakeAnswer = Response | Error | ((call: RecordedCall) => Response | Promise<Response>);

/** A JSON response, as a backend would send it. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * A fetch double that records every call and answers from a queue, then from a fallback.
 * It honours no signal on purpose: the client must cancel on its own.
 */
export class FakeFetch {
  readonly calls: RecordedCall[] = [];
  private readonly queue: FakeAnswer[] = [];
  private fallback: FakeAnswer = () => json({});

  /** The next calls get these answers, in order. */
  answerNext(...answers: FakeAnswer[]): this {
    this.queue.push(...answers);
    return this;
  }

  /** Every call after the queue runs out gets this answer. */
  answerAlways(answer: FakeAnswer): this {
    this.fallback = answer;
    return this;
  }

  get lastCall(): RecordedCall {
    const call = this.calls.at(-1);
    if (!call) throw new Error('No call was made');
    return call;
  }

  readonly fetch: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: new Headers(init?.headers),
      body: readBody(init?.body),
    };
    this.calls.push(call);
    const answer = this.queue.shift() ?? this.fallback;
    if (answer instanceof Error) throw answer;
    if (answer instanceof Response) return answer.clone();
    return answer(call);
  };
}

function readBody(body: BodyInit | null | undefined): unknown {
  if (typeof body === 'string') return JSON.parse(body);
  return body ?? undefined;
}
