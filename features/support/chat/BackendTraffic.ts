import type { UseTheViewModels } from '../abilities/UseTheViewModels';

/** One call the page made to the demo backend. */
export interface CallSeen {
  method: string;
  path: string;
  /** The query, e.g. `?userId=…&last=50`. */
  search: string;
}

interface Hold {
  matches: (call: CallSeen) => boolean;
  release: () => void;
  waiting: Promise<void>;
}

/**
 * Watches the calls the view models make to the in-process demo backend, and can change how it
 * answers: hold the answers to some calls until released (to see what the page shows meanwhile)
 * or answer some with 404 (a result not stored yet). Installed over the backend's fetch, which the
 * driver looks up on every call.
 */
export class BackendTraffic {
  readonly calls: CallSeen[] = [];
  private holds: Hold[] = [];
  private notFound: { matches: (call: CallSeen) => boolean; left: number }[] = [];

  constructor(driver: UseTheViewModels) {
    const backend = driver.backend;
    const answer = backend.fetch;
    backend.fetch = async (input, init) => {
      const call = callOf(input, init);
      this.calls.push(call);
      const hold = this.holds.find((candidate) => candidate.matches(call));
      if (hold) {
        driver.heldCalls++;
        await hold.waiting;
        driver.heldCalls--;
        // Cancelled while held (an upload stopped on a slow line): it never reached the backend.
        if (init?.signal?.aborted) throw init.signal.reason;
      }
      const missing = this.notFound.find((rule) => rule.left > 0 && rule.matches(call));
      if (missing) {
        missing.left -= 1;
        return Response.json({ error: 'Message not found' }, { status: 404 });
      }
      return answer(input, init);
    };
  }

  /** How many calls matched since the traffic was watched. */
  count(matches: (call: CallSeen) => boolean): number {
    return this.calls.filter(matches).length;
  }

  /** Answers to matching calls wait until `releaseAll`. */
  hold(matches: (call: CallSeen) => boolean): void {
    let release = () => {};
    const waiting = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.holds.push({ matches, release, waiting });
  }

  releaseAll(): void {
    for (const hold of this.holds) hold.release();
    this.holds = [];
  }

  /** The next `times` matching calls are answered 404. */
  answerNotFound(matches: (call: CallSeen) => boolean, times: number): void {
    this.notFound.push({ matches, left: times });
  }
}

function callOf(input: RequestInfo | URL, init: RequestInit | undefined): CallSeen {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  const { pathname, search } = new URL(url, 'http://sidekick.memory');
  return { method: method.toUpperCase(), path: pathname, search };
}

/** GET /api/chat/{chatId}/{messageId}/status: the poll of one result. */
export const isStatusPoll = (call: CallSeen) =>
  call.method === 'GET' && /^\/api\/chat\/[^/]+\/[^/]+\/status$/.test(call.path);
export const isHistoryRead = (call: CallSeen) =>
  call.method === 'GET' && call.path.startsWith('/api/chat-history/');
/** Which page of a history a read asked for: the cursor it sent, or 'newest'. */
export const historyPageOf = (call: CallSeen) => new URLSearchParams(call.search).get('before') ?? 'newest';
export const isMessageSend = (call: CallSeen) => call.method === 'POST' && call.path === '/api/chat';

/** POST /api/upload: one file on its way. */
export const isUpload = (call: CallSeen) => call.method === 'POST' && call.path === '/api/upload';
