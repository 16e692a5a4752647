import { Given } from '@cucumber/cucumber';
import { answerTheNextCall } from '../support/calls/refuseTheNextCall';
import type { SidekickWorld } from '../support/world';

// The demo backend answers a call otherwise than it would: an empty list (spec 3 §2's empty
// states), or an answer another backend could give (spec 3 §4's answers, §8's odd dates).

/** Makes the next such call answer 200 with an empty list, as a backend that holds none of them (both levels). */
Given(
  'the demo backend answers the next {string} with an empty list',
  function (this: SidekickWorld, call: string) {
    return this.theDemoBackend.attemptsTo(answerTheNextCall(call, 200, '[]'));
  },
);

/** Makes the next such call answer 200 with that JSON instead of what the backend holds: an answer the demo backend would not give (both levels). */
Given(
  'the demo backend answers the next {string} with:',
  function (this: SidekickWorld, call: string, json: string) {
    // A typo in the scenario's JSON fails here, where it is written, not as an odd screen later.
    JSON.parse(json);
    return this.theDemoBackend.attemptsTo(answerTheNextCall(call, 200, json));
  },
);

/** Makes the next such call answer that status with an empty body: a status outside 200-299 the page must take as a failure (302, 400, 503; both levels). */
Given(
  'the demo backend answers the next {string} with the status {int} alone',
  function (this: SidekickWorld, call: string, status: number) {
    return this.theDemoBackend.attemptsTo(answerTheNextCall(call, status, ''));
  },
);
