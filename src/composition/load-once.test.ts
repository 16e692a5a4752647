import { describe, expect, it } from 'vitest';
import { codeLoadsPending, loadingCode, loadOnce } from './load-once';

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

describe('code on its way', () => {
  it('is counted until it arrives, or fails', async () => {
    let arrive: (value: string) => void = () => {};
    const loading = loadingCode(new Promise<string>((resolve) => (arrive = resolve)));
    expect(codeLoadsPending()).toBe(1);
    arrive('the chunk');
    expect(await loading).toBe('the chunk');
    expect(codeLoadsPending()).toBe(0);
    await expect(loadingCode(Promise.reject(new Error('Loading chunk 7 failed')))).rejects.toThrow();
    expect(codeLoadsPending()).toBe(0);
  });
});
