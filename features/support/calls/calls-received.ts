import type { CallBody } from './call-body';

/** One call the page sent to the demo backend, as the backend received it. */
export interface ReceivedCall {
  method: string;
  path: string;
  query: Record<string, string>;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** The body's fields: a JSON object's, or a multipart form's parts; empty without a body. */
  body: Record<string, unknown>;
  /** How many files a multipart body carried. */
  files: number;
  /** The backend's answer, when it was JSON and has arrived (spec 2 §3's entities are read here). */
  answer?: unknown;
}

/**
 * The calls the page sent to the demo backend's API, oldest first (spec 1 §7, 2 §7, 3 §7): what a
 * scenario reads to tell which call an action made, how often, with which fields and headers.
 * Both levels record into it, each call once, as it left the page.
 */
export class CallsReceived {
  private readonly calls: ReceivedCall[] = [];

  /** Keeps a call the page sent to the API; the returned record takes its answer once it arrives. */
  record(
    method: string,
    url: string,
    headers: Record<string, string>,
    body: CallBody,
  ): ReceivedCall | undefined {
    const address = new URL(url, 'http://sidekick.memory');
    if (!address.pathname.startsWith('/api/')) return undefined;
    const call: ReceivedCall = {
      method: method.toUpperCase(),
      path: address.pathname,
      query: Object.fromEntries(address.searchParams),
      headers: Object.fromEntries(
        Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
      ),
      body: body.fields,
      files: body.files,
    };
    this.calls.push(call);
    return call;
  }

  get all(): readonly ReceivedCall[] {
    return this.calls;
  }
}
