import { type Failure, failed } from '../outcome';

/** A rule of the core refused the request before any call: the message is the spec's text. */
export function refusedByRule(message: string): Failure {
  return failed('not-allowed', message);
}
