import type { AssistantRequest, PriorResult } from './assistant-contract';
import type { Random } from './seeded-random';

/** Everything an action builder may use: the request, a seeded random source and the clock. */
export interface BuildContext {
  request: AssistantRequest;
  random: Random;
  now: Date;
}

/** Earlier results the message acts on: explicit references first, then the chat's latest result. */
export function priorResultsOf(
  request: Pick<AssistantRequest, 'references' | 'latestResult'>,
): PriorResult[] {
  return [...request.references, ...(request.latestResult ? [request.latestResult] : [])];
}

/** The most relevant earlier result produced by one of `actions`. */
export function findPrior(
  request: Pick<AssistantRequest, 'references' | 'latestResult'>,
  actions: readonly string[],
): PriorResult | undefined {
  return priorResultsOf(request).find(
    (prior) => prior.action !== undefined && actions.includes(prior.action),
  );
}

/** A processing time of a few seconds at simulation speed 1. */
export function processingTime(random: Random): number {
  return random.int(20, 60) * 100;
}
