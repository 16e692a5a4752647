import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once';

describe('a flow loaded once', () => {
  it('loads at the first call only, and every caller gets the same flow', async () => {
    let loads = 0;
    const flow = loadOnce(async () => ({ load: ++loads }));
    expect(loads).toBe(0);
    const [first, second] = await Promise.all([flow(), flow()]);
    expect(first).toBe(second);
    expect(await flow()).toBe(first);
    expect(loads).toBe(1);
  });

  it('loads again after a load that failed', async () => {
    let loads = 0;
    const flow = loadOnce(async () => {
      loads += 1;
      if (loads === 1) throw new Error('Loading chunk 7 failed');
      return 'the flow';
    });
    await expect(flow()).rejects.toThrow('Loading chunk 7 failed');
    expect(await flow()).toBe('the flow');
  });
});
