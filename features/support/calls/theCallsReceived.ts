import { question } from '../questions/Question';
import type { ReceivedCall } from './calls-received';

/** The calls the page sent to the demo backend so far in the scenario, oldest first (spec 3 §7). */
export const theCallsReceived = () =>
  question<readonly ReceivedCall[]>('the calls the demo backend received', {
    viewModel: async (app) => app.callsReceived.all,
    browser: async (app) => {
      await app.settled();
      return app.callsReceived.all;
    },
  });
