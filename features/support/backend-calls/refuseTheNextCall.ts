import { interaction } from '../interactions/Interaction';
import { onTheBackendCallsReceived } from './ability';
import { callPattern } from './call-pattern';

/**
 * The demo backend refuses the next call matching "METHOD /path" with this status and an error
 * field (spec 2 §8: the page prefers the server's error to its own words).
 */
export const refuseTheNextCall = (call: string, status: number, error: string) =>
  interaction(
    `refuse the next ${call} with ${status}`,
    onTheBackendCallsReceived({
      viewModel: (calls) => calls.refuse(callPattern(call), status, { error }, true),
      browser: (calls) => calls.refuse(callPattern(call), status, { error }, true),
    }),
  );

/** The demo backend refuses every call matching "METHOD /path" from now on (a route down). */
export const refuseEveryCall = (call: string, status: number, error: string) =>
  interaction(
    `refuse every ${call} with ${status}`,
    onTheBackendCallsReceived({
      viewModel: (calls) => calls.refuse(callPattern(call), status, { error }, false),
      browser: (calls) => calls.refuse(callPattern(call), status, { error }, false),
    }),
  );
