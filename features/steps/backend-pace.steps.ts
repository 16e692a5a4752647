import { Given, When } from '@cucumber/cucumber';
import { answerWhatWasHeld } from '../support/chat/tasks/answerWhatWasHeld';
import { holdAnswersTo, holdAnswersToTheCall } from '../support/chat/tasks/holdAnswers';
import { notFindTheResult } from '../support/chat/tasks/notFindTheResult';
import { letTimePass } from '../support/interactions/letTimePass';
import type { SidekickWorld } from '../support/world';

// The demo backend's pace: answers held until the scenario releases them, and time on the
// scenario's clock (both levels).

/** Makes the demo backend hold its answers to a chat's history until "the demo backend answers". */
Given("the demo backend is slow to give a chat's history", function (this: SidekickWorld) {
  return this.theDemoBackend.attemptsTo(holdAnswersTo("a chat's history"));
});

/** Makes the demo backend hold its answers to sent messages until "the demo backend answers". */
Given('the demo backend is slow to answer messages', function (this: SidekickWorld) {
  return this.theDemoBackend.attemptsTo(holdAnswersTo('messages'));
});

/** Makes the demo backend hold its answers to every such call ("GET /api/v2/campaigns/*", `*` for an id) until "the demo backend answers" (both levels). */
Given('the demo backend is slow to answer {string}', function (this: SidekickWorld, call: string) {
  return this.theDemoBackend.attemptsTo(holdAnswersToTheCall(call));
});

/** Makes the demo backend answer "not found" to the next that-many requests for the result. */
Given(
  'the demo backend does not find the result the next {int} times it is asked',
  function (this: SidekickWorld, times: number) {
    return this.theDemoBackend.attemptsTo(notFindTheResult(times));
  },
);

/** Releases every answer the demo backend held back. */
When('the demo backend answers', function (this: SidekickWorld) {
  return this.theDemoBackend.attemptsTo(answerWhatWasHeld());
});

/** Lets that many milliseconds pass on the scenario's clock. */
When('{int} millisecond(s) pass(es)', function (this: SidekickWorld, ms: number) {
  return this.theDemoBackend.attemptsTo(letTimePass(ms));
});
