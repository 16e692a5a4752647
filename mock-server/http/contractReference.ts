import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { NextFunction, Request, Response } from 'express';

/**
 * The backend contract, served by the demo backend without a key (it holds no secret):
 * docs/openapi.json at /api/openapi.json, and Swagger UI's reference page at /api/docs, whose
 * scripts come from swagger-ui-dist here and never from the app's bundle.
 */
export const CONTRACT_ROUTES = [
  { method: 'GET', path: '/api/openapi.json' },
  { method: 'GET', path: '/api/docs' },
  { method: 'GET', path: '/api/docs/{asset}' },
] as const;

const DOCUMENT_FILE = new URL('../../docs/openapi.json', import.meta.url);
const SWAGGER_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const ASSETS: Record<string, { file: string; type: string }> = {
  'swagger-ui.css': { file: join(SWAGGER_DIR, 'swagger-ui.css'), type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': {
    file: join(SWAGGER_DIR, 'swagger-ui-bundle.js'),
    type: 'text/javascript; charset=utf-8',
  },
};

// validatorUrl null: the page asks no outside validator about the document.
const START_SCRIPT = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#reference',
  deepLinking: true,
  validatorUrl: null,
  persistAuthorization: false,
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sidekick backend contract</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<main id="reference"></main>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>
`;

// Swagger UI sets inline styles; everything else comes from this host.
const PAGE_POLICY =
  "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'";

function send(res: Response, type: string, body: string | Buffer, cache = 'no-cache'): void {
  res.status(200).setHeader('content-type', type);
  res.setHeader('cache-control', cache);
  res.end(body);
}

export function contractReference() {
  const assets = new Map<string, Buffer>();
  const asset = (name: string): Buffer | undefined => {
    const known = ASSETS[name];
    if (!known) return undefined;
    if (!assets.has(name)) assets.set(name, readFileSync(known.file));
    return assets.get(name);
  };
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const path = req.path.replace(/\/+$/, '');
    if (path === '/api/openapi.json') {
      // Read on each request: `npm run contract` while the demo runs shows at once.
      send(res, 'application/json; charset=utf-8', readFileSync(DOCUMENT_FILE));
      return;
    }
    if (path === '/api/docs') {
      res.setHeader('content-security-policy', PAGE_POLICY);
      send(res, 'text/html; charset=utf-8', PAGE);
      return;
    }
    if (!path.startsWith('/api/docs/')) return next();
    const name = path.slice('/api/docs/'.length);
    if (name === 'start.js') return send(res, 'text/javascript; charset=utf-8', START_SCRIPT);
    const bytes = asset(name);
    if (!bytes) return next();
    send(res, ASSETS[name]?.type ?? 'application/octet-stream', bytes, 'public, max-age=3600');
  };
}
