import type { UseTheViewModels } from '../abilities/UseTheViewModels';
import { type CallReceived, jsonFields, queryFields } from './call-pattern';

type Matches = (method: string, path: string) => boolean;

/**
 * The calls the view models make to the in-process demo backend, watched from the start of the
 * scenario with the fields they carry, and the next matching call refused on request. Installed
 * over the backend's fetch, which the page looks up on every call.
 */
export class ViewModelBackendCalls {
  readonly received: CallReceived[] = [];
  private readonly refusals: { matches: Matches; answer: () => Response; once: boolean }[] = [];

  constructor(app: UseTheViewModels) {
    const backend = app.backend;
    const answer = backend.fetch;
    backend.fetch = async (input, init) => {
      const url = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        'http://sidekick.memory',
      );
      const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      this.received.push({
        method,
        path: url.pathname,
        fields: { ...queryFields(url), ...bodyFields(init?.body) },
      });
      const refusal = this.refusals.find((planned) => planned.matches(method, url.pathname));
      if (refusal?.once) this.refusals.splice(this.refusals.indexOf(refusal), 1);
      if (refusal) return refusal.answer();
      return answer(input, init);
    };
  }

  /** The next matching call (`once`), or every one from now on, gets this answer. */
  async refuse(matches: Matches, status: number, body: object, once: boolean): Promise<void> {
    this.refusals.push({ matches, answer: () => Response.json(body, { status }), once });
  }
}

function bodyFields(body: BodyInit | null | undefined): Record<string, unknown> {
  if (typeof body === 'string') return jsonFields(body);
  if (body instanceof FormData) return Object.fromEntries(body.entries());
  return {};
}
