import type { NextFunction, Request, Response } from 'express';

const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * CORS for the dev server (http://localhost:3000) and other local pages: the headers every call
 * sends (x-api-key, Authorization, content-type) are allowed; preflights end here.
 */
export function localCors(req: Request, res: Response, next: NextFunction): void {
  const origin = req.headers.origin;
  if (origin && LOCAL_ORIGIN.test(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', 'x-api-key, Authorization, content-type');
    res.setHeader('Access-Control-Expose-Headers', 'content-disposition');
    res.setHeader('Access-Control-Max-Age', '600');
  }
  if (req.method === 'OPTIONS') {
    res.status(204).end();
    return;
  }
  next();
}
