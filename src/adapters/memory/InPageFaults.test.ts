import { describe, expect, it } from 'vitest';
import { InPageFaults } from './InPageFaults';

const answered = (async () => new Response('{}')) as typeof fetch;

/** The statuses of `count` calls to one address through fault mode at that rate. */
async function statuses(faults: InPageFaults, rate: number, count: number, path = '/api/chat-history/c-1') {
  faults.setRate(rate);
  const fetch = faults.over(answered);
  const answers = [];
  for (let call = 0; call < count; call += 1)
    answers.push((await fetch(`http://sidekick.memory${path}`)).status);
  return answers;
}

describe('InPageFaults', () => {
  it('fails the share of calls the presenter set, with the mock server’s 503', async () => {
    const faults = new InPageFaults();
    const answers = await statuses(faults, 0.3, 100);
    const failed = answers.filter((status) => status === 503).length;
    expect(failed).toBeGreaterThan(15);
    expect(failed).toBeLessThan(45);
    const fetch = faults.over(answered);
    let failure = await fetch('http://sidekick.memory/api/chat-history/c-1');
    while (failure.status !== 503) failure = await fetch('http://sidekick.memory/api/chat-history/c-1');
    expect(await failure.json()).toEqual({
      error: 'The demo backend is busy right now (fault mode); please try again',
    });
  });

  it('fails the same calls again once the rate is set again (a scenario meets the same faults)', async () => {
    const faults = new InPageFaults();
    const first = await statuses(faults, 0.3, 40);
    expect(await statuses(faults, 0.3, 40)).toEqual(first);
    expect(await statuses(new InPageFaults(), 0.3, 40)).toEqual(first);
  });

  it('never fails the presenter’s own calls, nor any call once turned off', async () => {
    const faults = new InPageFaults();
    expect(await statuses(faults, 1, 5, '/api/demo/settings')).toEqual([200, 200, 200, 200, 200]);
    expect(await statuses(faults, 0, 5, '/api/chat')).toEqual([200, 200, 200, 200, 200]);
  });
});
