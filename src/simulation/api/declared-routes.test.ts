import { describe, expect, it } from 'vitest';
import { allDescribed } from '../../contract/described/index';
import { endpointKey } from '../../contract/endpoint';
import { routePath } from './route-kit';
import { allRoutes } from './routes';

describe('the demo backend answers the endpoints src/contract declares', () => {
  it('binds every declared endpoint to exactly one route, which takes its method, path and row', () => {
    for (const { endpoint } of allDescribed()) {
      const bound = allRoutes().filter((route) => route.endpoint === endpoint);
      expect(bound, endpointKey(endpoint)).toHaveLength(1);
      expect(bound[0]).toMatchObject({
        method: endpoint.method,
        path: routePath(endpoint.path),
        rule: endpoint.rule,
      });
    }
  });
});
