import { describe, expect, it } from 'vitest';
import { FaultDraws } from './fault-draws';

const failing = (draws: FaultDraws, calls: [string, string][], rate: number) =>
  calls.map(([method, path]) => draws.next(method, path).fails < rate);

const journey: [string, string][] = Array.from({ length: 200 }, (_, index) => [
  index % 3 === 0 ? 'POST' : 'GET',
  `/api/route-${index % 7}`,
]);

describe('the draws of fault mode', () => {
  it('fail the same calls at every run, and again once restarted', () => {
    const first = new FaultDraws();
    const once = failing(first, journey, 0.3);
    expect(failing(new FaultDraws(), journey, 0.3)).toEqual(once);
    first.restart();
    expect(failing(first, journey, 0.3)).toEqual(once);
  });

  it('fail about the share asked for, and another seed fails other calls', () => {
    const draws = new FaultDraws();
    const calls: [string, string][] = Array.from({ length: 2000 }, (_, index) => [
      'GET',
      `/api/r-${index % 40}`,
    ]);
    const failed = failing(draws, calls, 0.3).filter(Boolean).length;
    expect(failed).toBeGreaterThan(2000 * 0.26);
    expect(failed).toBeLessThan(2000 * 0.34);
    expect(failing(new FaultDraws('another'), journey, 0.3)).not.toEqual(
      failing(new FaultDraws(), journey, 0.3),
    );
  });

  it('fail the successive calls of one route independently: as many failures follow a failure as any call', () => {
    const draws = new FaultDraws('independence');
    const failed = Array.from({ length: 4000 }, () => draws.next('POST', '/api/chat').fails < 0.3);
    const afterAFailure = failed.slice(1).filter((_, index) => failed[index]);
    const share = afterAFailure.filter(Boolean).length / afterAFailure.length;
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.35);
  });

  it("leave a route's faults where they were when other routes are called in between", () => {
    const alone = new FaultDraws();
    const mixed = new FaultDraws();
    const sends = Array.from({ length: 30 }, () => alone.next('POST', '/api/chat').fails);
    const sendsAmongPolls = Array.from({ length: 30 }, (_, index) => {
      for (let poll = 0; poll < index % 4; poll += 1) mixed.next('GET', '/api/status');
      return mixed.next('POST', '/api/chat').fails;
    });
    expect(sendsAmongPolls).toEqual(sends);
  });
});
