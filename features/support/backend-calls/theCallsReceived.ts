import { question } from '../questions/Question';
import { onTheBackendCallsReceived } from './ability';
import { type CallReceived, callPattern } from './call-pattern';

/** The calls matching "METHOD /path" the demo backend received so far, oldest first. */
export const theCallsReceived = (call: string) =>
  question(
    `the calls ${call} received`,
    onTheBackendCallsReceived({
      viewModel: async (calls) => matching(calls.received, call),
      browser: async (calls) => matching(calls.received, call),
    }),
  );

function matching(received: readonly CallReceived[], call: string): CallReceived[] {
  const matches = callPattern(call);
  return received.filter((seen) => matches(seen.method, seen.path));
}
