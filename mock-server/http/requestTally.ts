import type { NextFunction, Request, Response } from 'express';

/**
 * Which requests the server has taken in and not yet done with. A request is done when its
 * answer is sent, or when the last handler has given up on it (its client went away): the
 * close of a client's connection says nothing about whether the server still works for it (a
 * late answer is held two seconds, a cancelled upload's body is still being read). Tests wait
 * on this instead of sleeping until the server has surely finished.
 */
export class RequestTally {
  private taken = 0;
  private readonly finishers = new WeakMap<Response, () => void>();
  private readonly openRequests = new Set<Response>();
  private waiters: { until: () => boolean; resolve: () => void }[] = [];

  readonly middleware = (_req: Request, res: Response, next: NextFunction): void => {
    this.taken += 1;
    this.openRequests.add(res);
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      this.openRequests.delete(res);
      this.notify();
    };
    this.finishers.set(res, finish);
    res.once('finish', finish);
    this.notify();
    next();
  };

  /** The last handler is done with this request, answered or dropped. */
  handled(res: Response): void {
    this.finishers.get(res)?.();
  }

  /** Resolves once the server has taken in one more request than it has now. */
  untilNextTaken(): Promise<void> {
    const count = this.taken + 1;
    return this.until(() => this.taken >= count);
  }

  /** Resolves once no request taken in is still being worked on. */
  untilIdle(): Promise<void> {
    return this.until(() => this.openRequests.size === 0);
  }

  private until(condition: () => boolean): Promise<void> {
    if (condition()) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ until: condition, resolve }));
  }

  private notify(): void {
    const met = this.waiters.filter((waiter) => waiter.until());
    this.waiters = this.waiters.filter((waiter) => !met.includes(waiter));
    for (const waiter of met) waiter.resolve();
  }
}
