import type { UseTheViewModels } from '../abilities/UseTheViewModels';

/** One request as the demo backend received it: what an analyst reads in spec 1 §7. */
export interface ReceivedCall {
  method: string;
  path: string;
  /** The names of the query's parameters. */
  query: string[];
  headers: Record<string, string>;
  /** The names of the body's fields: a JSON object's keys, or a multipart form's parts. */
  fields: string[];
  /** How many files a multipart body carried. */
  files: number;
}

/**
 * Keeps every request the view models send to the in-process demo backend, from the start of the
 * scenario, so a scenario can say what the backend received (spec 1 §7's calls and headers).
 */
export class BackendInbox {
  readonly received: ReceivedCall[] = [];

  constructor(driver: UseTheViewModels) {
    const backend = driver.backend;
    // Other drivers wrap the backend's fetch later to answer for it (a run reported as held), each
    // calling the fetch it found: this one stays on top, keeps each call once as it left the page,
    // and hands a wrapper's inner call to the layer below it.
    const layers = [backend.fetch];
    const levels = new WeakMap<RequestInit, number>();
    const keeping: typeof backend.fetch = async (input, given) => {
      const init = given ?? {};
      const below = levels.get(init);
      const level = below === undefined ? layers.length - 1 : below - 1;
      if (below === undefined) this.received.push(await receivedCall(input, init));
      levels.set(init, level);
      const layer = layers[level];
      if (!layer) throw new Error('The demo backend has no fetch below its wrappers');
      return layer(input, init);
    };
    Object.defineProperty(backend, 'fetch', {
      configurable: true,
      get: () => keeping,
      set: (wrapper: typeof backend.fetch) => {
        layers.push(wrapper);
      },
    });
  }

  /** The calls whose method and path match `endpoint`, written as in the spec: 'GET /api/chat-history/{chatId}'. */
  callsTo(endpoint: string): ReceivedCall[] {
    const [method, template = ''] = endpoint.split(' ');
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    return this.received.filter((call) => call.method === method && pattern.test(call.path));
  }
}

async function receivedCall(input: RequestInfo | URL, init: RequestInit | undefined): Promise<ReceivedCall> {
  const request = input instanceof Request ? input : null;
  const url = new URL(request?.url ?? String(input), 'http://sidekick.memory');
  const headers = new Headers(init?.headers ?? request?.headers);
  const body = init?.body ?? (request ? await request.clone().text() : null);
  const { fields, files } = bodyShape(body);
  return {
    method: (init?.method ?? request?.method ?? 'GET').toUpperCase(),
    path: url.pathname,
    query: [...url.searchParams.keys()],
    headers: Object.fromEntries(headers.entries()),
    fields,
    files,
  };
}

function bodyShape(body: unknown): { fields: string[]; files: number } {
  if (body instanceof FormData) {
    const parts = [...body.entries()];
    return {
      fields: parts.map(([name]) => name),
      files: parts.filter(([, value]) => value instanceof Blob).length,
    };
  }
  if (typeof body !== 'string' || !body) return { fields: [], files: 0 };
  try {
    const parsed: unknown = JSON.parse(body);
    return { fields: parsed && typeof parsed === 'object' ? Object.keys(parsed) : [], files: 0 };
  } catch {
    return { fields: [], files: 0 };
  }
}
