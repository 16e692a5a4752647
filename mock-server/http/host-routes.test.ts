import { describe, expect, it } from 'vitest';
import { hostDescribed } from '../../src/contract/described/index';
import { endpointKey } from '../../src/contract/endpoint';
import type { DemoData } from '../../src/simulation/data/types';
import { FaultInjector } from './faults';
import { hostRoutes } from './host-routes';

describe('the HTTP host answers the host endpoints src/contract declares', () => {
  it('binds every declared host endpoint to exactly one of its middlewares, and answers no other', () => {
    // The middlewares are only built here, never called: no data is read.
    const routes = hostRoutes({
      faults: new FaultInjector([]),
      data: {} as DemoData,
      security: { apiKey: 'key', demoIdentity: true },
    });
    const declared = hostDescribed().map(({ endpoint }) => endpoint);
    for (const endpoint of declared)
      expect(
        routes.filter((route) => route.answers.includes(endpoint)),
        endpointKey(endpoint),
      ).toHaveLength(1);
    expect(
      routes.flatMap((route) => route.answers).filter((endpoint) => !declared.includes(endpoint)),
    ).toEqual([]);
  });
});
