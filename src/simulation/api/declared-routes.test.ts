import { describe, expect, it } from 'vitest';
import { allDescribed } from '../../contract/described/index';
import { endpointKey } from '../../contract/endpoint';
import { routePath } from './route-kit';
import { allRoutes } from './routes';

/**
 * Areas still written the old way (method, path and row typed in the route itself), until each
 * is declared in src/contract (docs/open-work.md, 33): the number may only fall.
 */
const UNDECLARED_ROUTES_AT_MOST = 0;

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

  it('adds no route without a declaration', () => {
    const undeclared = allRoutes().filter((route) => !route.endpoint);
    expect(undeclared.length).toBeLessThanOrEqual(UNDECLARED_ROUTES_AT_MOST);
  });
});
