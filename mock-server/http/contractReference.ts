import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { REFERENCE_PAGE, REFERENCE_START_SCRIPT } from '../../src/contract/answers/demo-host';
import { DEMO_HOST } from '../../src/contract/endpoints/demo-host';
import { routePath } from '../../src/simulation/api/route-kit';
import { matchPath } from '../../src/simulation/api/router';
import { sendJsonError } from './hygiene';

/**
 * The backend contract, served by the demo backend without a key (it holds no secret):
 * docs/openapi.json at /api/openapi.json, and Swagger UI's reference page at /api/docs, whose
 * scripts come from swagger-ui-dist here and never from the app's bundle.
 */
const DOCUMENT_PATH = DEMO_HOST.contract.path;
const PAGE_PATH = DEMO_HOST.reference.path;
const ASSET_PATTERN = routePath(DEMO_HOST.referenceAsset.path);

const DOCUMENT_FILE = new URL('../../docs/openapi.json', import.meta.url);
const SWAGGER_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const ASSETS: Record<string, { file: string; type: string }> = {
  'swagger-ui.css': { file: join(SWAGGER_DIR, 'swagger-ui.css'), type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': {
    file: join(SWAGGER_DIR, 'swagger-ui-bundle.js'),
    type: 'text/javascript; charset=utf-8',
  },
};

// Swagger UI sets inline styles; everything else comes from this host.
const PAGE_POLICY =
  "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'";

interface Page {
  type: string;
  body: string | Buffer;
  cache: string;
  policy?: string;
}

const assetOf = (path: string): string | undefined => matchPath(ASSET_PATTERN, path)?.asset;

export function contractReference() {
  const assets = new Map<string, Buffer>();
  const asset = (name: string): Buffer | undefined => {
    const known = ASSETS[name];
    if (!known) return undefined;
    if (!assets.has(name)) assets.set(name, readFileSync(known.file));
    return assets.get(name);
  };
  const answerTo = (path: string): Page | undefined => {
    // Read on each request: `npm run contract` while the demo runs shows at once.
    if (path === DOCUMENT_PATH)
      return {
        type: 'application/json; charset=utf-8',
        body: readFileSync(DOCUMENT_FILE),
        cache: 'no-cache',
      };
    if (path === PAGE_PATH)
      return {
        type: 'text/html; charset=utf-8',
        body: REFERENCE_PAGE,
        cache: 'no-cache',
        policy: PAGE_POLICY,
      };
    const name = assetOf(path) ?? '';
    if (name === 'start.js')
      return { type: 'text/javascript; charset=utf-8', body: REFERENCE_START_SCRIPT, cache: 'no-cache' };
    const bytes = asset(name);
    const known = ASSETS[name];
    return bytes && known ? { type: known.type, body: bytes, cache: 'public, max-age=3600' } : undefined;
  };
  return (req: Request, res: Response, next: NextFunction): void => {
    const reading = req.method === 'GET' || req.method === 'HEAD';
    const path = req.path.replace(/\/+$/, '');
    const page = reading ? answerTo(path) : undefined;
    // An unknown file of the reference needs no key either: 404, not the api's 401.
    if (!page && reading && assetOf(path) !== undefined) {
      sendJsonError(res, 404, { error: `Not found: ${req.method} ${path.slice(0, 200)}` });
      return;
    }
    if (!page) {
      next();
      return;
    }
    res.status(200).setHeader('content-type', page.type);
    res.setHeader('cache-control', page.cache);
    if (page.policy) res.setHeader('content-security-policy', page.policy);
    res.end(page.body);
  };
}
