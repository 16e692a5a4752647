import { describe, expect, it } from 'vitest';
import { deferredPort } from './deferred-port';

interface Greeter {
  greet(name: string): Promise<string>;
  count(): Promise<number>;
}

class RealGreeter implements Greeter {
  calls = 0;
  async greet(name: string) {
    this.calls += 1;
    return `Hello ${name}`;
  }
  async count() {
    return this.calls;
  }
}

describe('deferredPort', () => {
  it('loads nothing until the first call, then once, and answers as the port does', async () => {
    let loads = 0;
    const real = new RealGreeter();
    const port = deferredPort<Greeter>(async () => {
      loads += 1;
      return real;
    });
    expect(loads).toBe(0);
    expect(await Promise.all([port.greet('Riley'), port.greet('Sam')])).toEqual(['Hello Riley', 'Hello Sam']);
    expect(await port.count()).toBe(2);
    expect(loads).toBe(1);
  });

  it('rejects the call whose load failed, and loads again on the next call', async () => {
    let attempt = 0;
    const port = deferredPort<Greeter>(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('Loading chunk 7 failed');
      return new RealGreeter();
    });
    await expect(port.greet('Riley')).rejects.toThrow('Loading chunk 7 failed');
    expect(await port.greet('Riley')).toBe('Hello Riley');
  });

  it('is not mistaken for a promise by whoever awaits it', async () => {
    const port = deferredPort<Greeter>(async () => new RealGreeter());
    expect(await port).toBe(port);
  });
});
