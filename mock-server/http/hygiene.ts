import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

/** The methods the demo backend answers; anything else (TRACE, CONNECT, PROPFIND …) is a 405. */
const ALLOWED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** JSON error answer with the headers every answer carries. */
export function sendJsonError(res: Response, status: number, body: Record<string, unknown>): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.status(status).setHeader('content-type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

/** Every answer: no content sniffing, no framing (json-server's defaults add no-cache). */
export function securityHeaders(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  next();
}

export function allowedMethods(req: Request, res: Response, next: NextFunction): void {
  if (ALLOWED_METHODS.has(req.method)) {
    next();
    return;
  }
  res.setHeader('Allow', [...ALLOWED_METHODS].join(', '));
  sendJsonError(res, 405, { error: `Method not allowed: ${req.method}` });
}

/**
 * The last Express handler: whatever failed before or around the api (an unreadable URL, a
 * socket error) answers JSON with a request id; the details go to the server's log only.
 */
export function jsonErrorHandler(error: unknown, req: Request, res: Response, _next: NextFunction): void {
  const requestId = randomUUID().slice(0, 8);
  console.error(`[mock server] request ${requestId}`, req.method, req.path, error);
  const status = (error as { status?: unknown })?.status;
  const client = typeof status === 'number' && status >= 400 && status < 500;
  sendJsonError(res, client ? status : 500, {
    error: client
      ? 'The request could not be read'
      : `The mock server could not answer (request ${requestId})`,
    requestId,
  });
}
