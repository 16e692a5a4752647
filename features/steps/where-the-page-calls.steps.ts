import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { demoBackendUrl } from '../support/abilities/demo-backend';
import { theCodeWaitedFor } from '../support/what-the-page-shows/theCodeWaitedFor';
import { GOOGLE_SCRIPT, theGoogleSignIn } from '../support/what-the-page-shows/theGoogleSignIn';
import { whereTheLoginScreenCalls } from '../support/what-the-page-shows/whereTheLoginScreenCalls';
import type { SidekickWorld } from '../support/world';

// Where the page sends its calls and how long it waits for its code (spec 1 §7, §9): only a page
// has an address and a clock for its scripts.

/** Opens the login screen at the app's own (local) address, presses Sign in and checks that every call it made went to the demo backend (browser only). */
Then('the login screen calls the demo backend and nothing else', async function (this: SidekickWorld) {
  const called = await this.actorInTheSpotlight.answer(whereTheLoginScreenCalls(null));
  assert.deepEqual(called, [demoBackendUrl()]);
});

/** Serves the same build from that address, opens its login screen, presses Sign in and checks that every call went to that address plus /backend (browser only). */
Then(
  'the login screen served from {string} calls {string} and nothing else',
  async function (this: SidekickWorld, origin: string, backend: string) {
    const called = await this.actorInTheSpotlight.answer(whereTheLoginScreenCalls(origin));
    assert.deepEqual(called, [backend]);
  },
);

/**
 * Follows the page's link by that name while the code of its screen never arrives, on the page's
 * clock: checks that no error shows a second before that many ms, and that then the line under
 * the error's heading reads so and names the timeout as its reason (N stands for any chunk id;
 * browser only).
 */
Then(
  'the link {string} whose code does not arrive times out with {string} after {int} ms, not before',
  async function (this: SidekickWorld, link: string, line: string, limitMs: number) {
    const { early, atTheLimit } = await this.actorInTheSpotlight.answer(theCodeWaitedFor(link, limitMs));
    assert.equal(early, null, `the page already said "${early}" a second before ${limitMs} ms`);
    const [before = '', after = ''] = line.split('N');
    const said = atTheLimit ?? '(no error)';
    assert.ok(
      said.startsWith(before) && said.includes(after, before.length + 1) && said.includes('(timeout: '),
      `at ${limitMs} ms the page says "${said}", not "${line}" for a timeout`,
    );
  },
);

/**
 * Serves the build as one made with a Google client id from that address (Google's script
 * answered by a stand-in), presses Google's button as that user, and checks that the page loaded
 * Google's script once, gave it the build's client id, and signed the user in on "/" (browser only).
 */
Then(
  "the login screen of a build with a Google client id, served from {string}, loads Google's script and signs {string} in with the token its button hands back",
  async function (this: SidekickWorld, origin: string, email: string) {
    const seen = await this.actorInTheSpotlight.answer(theGoogleSignIn(origin, email));
    assert.deepEqual(seen, { scripts: [GOOGLE_SCRIPT], clientIdGiven: true, path: '/', signedInAs: email });
  },
);
