import type { NextFunction, Request, Response } from 'express';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Lets at most `limit` changing requests work at once; the others wait their turn before their
 * body is read. Reads never wait here, so fifty clients writing flat out cannot starve a page
 * that only wants its chat list: the event loop has only a few writes to interleave it with.
 * Durable commits are grouped anyway, so throughput barely changes.
 */
export function writeGate(limit = 4) {
  let active = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    active -= 1;
    const next = waiting.shift();
    if (next) next();
  };
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!WRITES.has(req.method)) {
      next();
      return;
    }
    const enter = () => {
      active += 1;
      let released = false;
      const done = () => {
        if (released) return;
        released = true;
        release();
      };
      res.once('finish', done);
      res.once('close', done);
      next();
    };
    if (active < limit) enter();
    else waiting.push(enter);
  };
}
