import type { NextFunction, Request, Response } from 'express';
import { FaultDraws } from '../../src/simulation/kernel/fault-draws';
import { sendJsonError } from './hygiene';

/** What a faulty answer is: a 503 before anything is done, or the real answer 2 s late. */
export type FaultKind = 'unavailable' | 'late' | 'either';

export interface FaultRule {
  /** Upper-case method, or undefined for any. */
  method?: string;
  /** Path prefix, or undefined for any. */
  path?: string;
  rate: number;
  kind: FaultKind;
}

export const FAULT_DELAY_MS = 2000;

/**
 * SIDEKICK_FAULTS: comma-separated rules, the first that fits a request wins.
 * `0.2` = 20% of all answers fail (503 or late); `GET /api/chat-history=0.5` only those;
 * `POST=0.3:late` writes only ever late; `=0` or an empty value = no faults.
 */
export function parseFaults(raw: string | undefined): FaultRule[] {
  if (!raw?.trim()) return [];
  return raw.split(',').map((entry) => {
    const [target = '', setting = ''] = entry.includes('=') ? entry.split('=') : ['', entry];
    const [rateText = '', kindText = 'either'] = setting.trim().split(':');
    const rate = Number(rateText);
    if (!Number.isFinite(rate) || rate < 0 || rate > 1) {
      throw new Error(`SIDEKICK_FAULTS: "${entry}" needs a rate between 0 and 1, e.g. 0.2`);
    }
    if (!['unavailable', 'late', 'either'].includes(kindText)) {
      throw new Error(`SIDEKICK_FAULTS: "${entry}": the kind is unavailable, late or either`);
    }
    const parts = target.trim().split(/\s+/).filter(Boolean);
    const method = parts[0] && !parts[0].startsWith('/') ? parts.shift()?.toUpperCase() : undefined;
    return {
      ...(method ? { method } : {}),
      ...(parts[0] ? { path: parts[0] } : {}),
      rate,
      kind: kindText as FaultKind,
    };
  });
}

/**
 * Fault mode: the rules can change while running (demo presenters, the fault scenario). Which
 * calls fail is drawn by FaultDraws, the in-page backend's way: the same calls at every run, the
 * draws started again whenever the rules are set.
 */
export class FaultInjector {
  constructor(
    private rules: FaultRule[],
    private readonly draws = new FaultDraws(),
    private readonly delayMs = FAULT_DELAY_MS,
  ) {}

  setRules(rules: FaultRule[], seed?: string): void {
    this.rules = rules;
    this.draws.restart(seed);
  }

  /** The share of every call that fails (a rule for all routes), as the presenter's panel sets it; 0 for none. */
  rate(): number {
    return this.rules.find((rule) => !rule.method && !rule.path)?.rate ?? 0;
  }

  /** Fails that share of every call, 503 or late (0 turns fault mode off). */
  setRate(rate: number, seed?: string): void {
    this.setRules(rate > 0 ? [{ rate, kind: 'either' }] : [], seed);
  }

  private ruleFor(req: Request): FaultRule | undefined {
    return this.rules.find(
      (rule) =>
        (!rule.method || rule.method === req.method) && (!rule.path || req.path.startsWith(rule.path)),
    );
  }

  readonly middleware = (req: Request, res: Response, next: NextFunction): void => {
    // The presenter's own switches never fail: a pack switch to Rough day must not trip on its 10%.
    const presenters =
      req.path === '/api/demo/faults' ||
      req.path === '/api/demo/settings' ||
      req.path.startsWith('/api/demo/packs');
    const rule = req.method === 'OPTIONS' || presenters ? undefined : this.ruleFor(req);
    const draw = rule && this.draws.next(req.method, req.path);
    if (!rule || !draw || draw.fails >= rule.rate) {
      next();
      return;
    }
    const late = rule.kind === 'late' || (rule.kind === 'either' && draw.late < 0.5);
    if (late) {
      setTimeout(next, this.delayMs);
      return;
    }
    res.setHeader('Retry-After', '1');
    sendJsonError(res, 503, { error: 'The demo backend is busy right now (fault mode); please try again' });
  };
}
