import type { AssistantRequest, PriorResult } from './assistant-contract';
import type { Random } from './seeded-random';

/** Everything an action builder may use: the request, a seeded random source and the clock. */
export interface BuildContext {
  request: AssistantRequest;
  random: Random;
  now: Date;
}

/** What a request holds of the chat's results. */
export type ChatResults = Pick<AssistantRequest, 'references' | 'latestResult' | 'earlierResults'>;

/**
 * Earlier results the message acts on, the most relevant first: explicit references, the chat's
 * latest result, then the chat's older results, newest first.
 */
export function priorResultsOf(request: ChatResults): PriorResult[] {
  const all = [
    ...request.references,
    ...(request.latestResult ? [request.latestResult] : []),
    ...(request.earlierResults ?? []),
  ];
  return all.filter(
    (result, index) => all.findIndex((other) => other.messageId === result.messageId) === index,
  );
}

/** The most relevant earlier result produced by one of `actions`. */
export function findPrior(request: ChatResults, actions: readonly string[]): PriorResult | undefined {
  return priorResultsOf(request).find(
    (prior) => prior.action !== undefined && actions.includes(prior.action),
  );
}

/** A processing time of a few seconds at simulation speed 1. */
export function processingTime(random: Random): number {
  return random.int(20, 60) * 100;
}
