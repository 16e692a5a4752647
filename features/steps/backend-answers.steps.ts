import { Given } from '@cucumber/cucumber';
import { answerTheNextCall } from '../support/calls/refuseTheNextCall';
import type { SidekickWorld } from '../support/world';

// The demo backend answers a call with less than it holds, to show what a screen says when a list
// is empty (spec 3 §2's empty states), at either level.

/** Makes the next such call answer 200 with an empty list, as a backend that holds none of them (both levels). */
Given(
  'the demo backend answers the next {string} with an empty list',
  function (this: SidekickWorld, call: string) {
    return this.theDemoBackend.attemptsTo(answerTheNextCall(call, 200, '[]'));
  },
);
