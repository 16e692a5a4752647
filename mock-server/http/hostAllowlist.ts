import type { NextFunction, Request, Response } from 'express';
import { sendJsonError } from './hygiene';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** The host name of a Host header (`name:port`, `[v6]:port`), lower-cased; null when malformed. */
export function hostNameOf(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i.exec(header.trim());
  return match?.[1]?.toLowerCase() ?? null;
}

export function isLoopbackName(name: string): boolean {
  return LOOPBACK_NAMES.has(name.toLowerCase());
}

/**
 * Serves only requests addressed to a loopback name or to the configured public address
 * (421 otherwise): a page on another site that rebinds its DNS name to 127.0.0.1 gets nothing.
 */
export function hostAllowlist(publicHostNames: readonly string[]) {
  const allowed = new Set(publicHostNames.map((name) => name.toLowerCase()));
  return (req: Request, res: Response, next: NextFunction): void => {
    const name = hostNameOf(req.headers.host);
    if (name && (isLoopbackName(name) || allowed.has(name))) {
      next();
      return;
    }
    sendJsonError(res, 421, { error: 'This server does not answer for that host name' });
  };
}
