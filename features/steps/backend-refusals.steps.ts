import { Given } from '@cucumber/cucumber';
import { answerTheNextCall, refuseEveryCall, refuseTheNextCall } from '../support/calls/refuseTheNextCall';
import type { SidekickWorld } from '../support/world';

// The demo backend answers a call otherwise than it would (spec 1 §8, 2 §8, 3 §8): the call written
// as the spec's API list writes it, "PUT /api/v2/folders/*", `*` for an id.

/** Makes the next such call fail with a 500 whose error is that text, the server's words the screen shows (both levels). */
Given(
  'the demo backend refuses the next {string} with {string}',
  function (this: SidekickWorld, call: string, error: string) {
    return this.theDemoBackend.attemptsTo(refuseTheNextCall(call, error));
  },
);

/** Makes the next such call fail with a 500 and an empty body: the screen shows the failure's own message instead of the server's words (both levels). */
Given(
  'the demo backend refuses the next {string} without a reason',
  function (this: SidekickWorld, call: string) {
    return this.theDemoBackend.attemptsTo(refuseTheNextCall(call, null));
  },
);

/** Makes the next such call fail with that status and error text: 500 "Database unavailable" (both levels). */
Given(
  'the demo backend refuses the next {string} with {int} {string}',
  function (this: SidekickWorld, call: string, status: number, error: string) {
    return this.theDemoBackend.attemptsTo(refuseTheNextCall(call, error, status));
  },
);

/** Makes every such call from now on fail with that status and error text, as a route that is down (both levels). */
Given(
  'the demo backend refuses every {string} with {int} {string}',
  function (this: SidekickWorld, call: string, status: number, error: string) {
    return this.theDemoBackend.attemptsTo(refuseEveryCall(call, status, error));
  },
);

/** Makes the next such call answer that it added another user than the one asked for (spec 3 §7's last rule; both levels). */
Given(
  'the demo backend answers the next {string} with the user {string} instead',
  function (this: SidekickWorld, call: string, email: string) {
    const body = {
      user_id: `u-${email.split('@')[0]?.replace('.', '-')}`,
      display_name: email,
      email,
      message: 'User was added as an admin of this account.',
      is_account_admin: true,
    };
    return this.theDemoBackend.attemptsTo(answerTheNextCall(call, 200, JSON.stringify(body)));
  },
);
