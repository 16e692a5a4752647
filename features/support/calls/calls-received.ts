import { jsonFields } from '../backend-calls/call-pattern';

/** One call the page sent to the demo backend, as the backend received it. */
export interface ReceivedCall {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** The JSON body's fields; empty for a call without a JSON body. */
  body: Record<string, unknown>;
}

/**
 * The calls the page sent to the demo backend's API, oldest first (spec 3 §7): what a scenario
 * reads to tell which call an action made and with which fields. Both levels record into it.
 */
export class CallsReceived {
  private readonly calls: ReceivedCall[] = [];

  record(method: string, url: string, headers: Record<string, string>, body: string | null): void {
    const address = new URL(url, 'http://sidekick.memory');
    if (!address.pathname.startsWith('/api/')) return;
    this.calls.push({
      method: method.toUpperCase(),
      path: address.pathname,
      query: Object.fromEntries(address.searchParams),
      headers: Object.fromEntries(
        Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
      ),
      body: jsonFields(body),
    });
  }

  get all(): readonly ReceivedCall[] {
    return this.calls;
  }
}
