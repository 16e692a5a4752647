import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allRoutes } from '../../../simulation/api/routes';
import { ContractValidator } from '../testing/contract-validator';
import { contractDocument, contractText } from './document';

const committed = readFileSync(new URL('../../../../docs/openapi.json', import.meta.url), 'utf8');

describe('the backend contract (docs/openapi.json)', () => {
  it('is what the schemas write: run `npm run contract` after changing them', () => {
    expect(committed === contractText(), 'docs/openapi.json differs from the schemas').toBe(true);
  });

  it('is OpenAPI 3.1 with both credentials', () => {
    const document = contractDocument() as { openapi: string; components: { securitySchemes: object } };
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.securitySchemes).toMatchObject({
      apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
      bearer: { type: 'http', scheme: 'bearer' },
    });
  });

  it('documents every route of the demo backend', () => {
    const documented = new ContractValidator().operations();
    const routes = allRoutes().map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(routes.filter((route) => !documented.includes(route))).toEqual([]);
  });
});
