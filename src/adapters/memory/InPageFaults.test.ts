import { describe, expect, it } from 'vitest';
import { InPageFaults } from './InPageFaults';

const answered = (async () => new Response('{}')) as typeof fetch;

describe('InPageFaults', () => {
  it('fails the share of calls the presenter set, with the mock server’s 503', async () => {
    const draws = [0.1, 0.5];
    const faults = new InPageFaults(() => draws.shift() ?? 1);
    faults.setRate(0.3);
    const fetch = faults.over(answered);
    const failed = await fetch('http://sidekick.memory/api/chat-history/c-1');
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({
      error: 'The demo backend is busy right now (fault mode); please try again',
    });
    expect((await fetch('http://sidekick.memory/api/chat-history/c-1')).status).toBe(200);
  });

  it('never fails the presenter’s own calls, nor any call once turned off', async () => {
    const faults = new InPageFaults(() => 0);
    faults.setRate(0.3);
    expect((await faults.over(answered)('http://sidekick.memory/api/demo/settings')).status).toBe(200);
    faults.setRate(0);
    expect((await faults.over(answered)('http://sidekick.memory/api/chat')).status).toBe(200);
  });
});
