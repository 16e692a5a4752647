import type { Request } from 'playwright-core';
import type { BrowseTheApp } from '../abilities/BrowseTheApp';
import { type CallReceived, jsonFields, queryFields } from './call-pattern';

type Matches = (method: string, path: string) => boolean;

/**
 * The page's calls to the demo backend in Chromium, watched from the start of the scenario with
 * the fields they carry, and the next matching call answered by Playwright in front of the mock
 * server on request.
 */
export class BrowserBackendCalls {
  readonly received: CallReceived[] = [];

  constructor(readonly app: BrowseTheApp) {
    app.page.on('request', (request) => {
      const url = new URL(request.url());
      if (!url.pathname.startsWith('/api/')) return;
      this.received.push({
        method: request.method(),
        path: url.pathname,
        fields: { ...queryFields(url), ...bodyFields(request) },
      });
    });
  }

  /** The next matching call (`once`), or every one from now on, gets this answer. */
  async refuse(matches: Matches, status: number, body: object, once: boolean): Promise<void> {
    let used = false;
    await this.app.page.route(
      (url) => url.pathname.startsWith('/api/'),
      (route) => {
        const request = route.request();
        if (used || !matches(request.method(), new URL(request.url()).pathname)) return route.fallback();
        used = once;
        return route.fulfill({ status, json: body });
      },
    );
  }
}

/** A JSON body's fields, or the names of a multipart form's parts (an upload). */
function bodyFields(request: Request): Record<string, unknown> {
  const body = request.postData();
  if (!body) return {};
  if ((request.headers()['content-type'] ?? '').startsWith('multipart/form-data'))
    return Object.fromEntries([...body.matchAll(/name="([^"]+)"/g)].map((part) => [part[1], true]));
  return jsonFields(body);
}
