import type { FaultMode } from '../../simulation/kernel/deps';
import { FaultDraws } from '../../simulation/kernel/fault-draws';

/** The mock server's words for a call fault mode failed (mock-server/http/faults.ts). */
const BUSY = 'The demo backend is busy right now (fault mode); please try again';

/**
 * Fault mode of the in-page backend: the share of calls the presenter set fails with a 503 before
 * the backend sees it, as the mock server's does (its "late" answers are left out: a page-side
 * delay would only slow the scenarios down). Which calls fail is drawn the mock server's way
 * (FaultDraws): the same calls at every run. The presenter's own calls never fail.
 */
export class InPageFaults implements FaultMode {
  private share = 0;

  constructor(private readonly draws = new FaultDraws()) {}

  rate(): number {
    return this.share;
  }

  setRate(rate: number, seed?: string): void {
    this.share = rate;
    this.draws.restart(seed);
  }

  /** `inner`, failing the set share of its calls. */
  over(inner: typeof fetch): typeof fetch {
    return (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://sidekick.memory');
      const presenters = url.pathname.startsWith('/api/demo/');
      if (presenters || this.share === 0) return inner(input, init);
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      if (this.draws.next(method, url.pathname).fails >= this.share) return inner(input, init);
      return new Response(JSON.stringify({ error: BUSY }), {
        status: 503,
        headers: { 'content-type': 'application/json', 'retry-after': '1' },
      });
    }) as typeof fetch;
  }
}
