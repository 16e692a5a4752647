import { describe, expect, it } from 'vitest';
import { createAloneGate } from './alone-gate';

describe('the gate a pack switch passes alone', () => {
  it('lets the calls under way finish first and holds the calls arriving meanwhile', async () => {
    const gate = createAloneGate();
    const seen: string[] = [];
    await gate.enter(); // a call under way
    await gate.enter(); // the switch's own call
    const switched = gate.alone(() => {
      seen.push('swap');
    });
    const arriving = gate.enter().then(() => seen.push('arriving call'));
    await Promise.resolve();
    seen.push('call under way ends');
    gate.leave();
    await switched;
    gate.leave();
    await arriving;
    expect(seen).toEqual(['call under way ends', 'swap', 'arriving call']);
  });

  it('refuses a second switch while one waits (409)', async () => {
    const gate = createAloneGate();
    await gate.enter(); // a call under way
    await gate.enter(); // the first switch's call
    await gate.enter(); // the second switch's call
    const first = gate.alone(() => 'first');
    await expect(gate.alone(() => 'second')).rejects.toMatchObject({ status: 409 });
    gate.leave(); // the refused switch's call ends
    gate.leave(); // the call under way ends
    expect(await first).toBe('first');
  });
});
