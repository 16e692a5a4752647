import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { lookAgainUntil } from '../support/look-again';
import { sidebarLinkAvailable } from '../support/questions/sidebarLinkAvailable';
import type { SidekickWorld } from '../support/world';

/** A sidebar link is "enabled" when it can be followed, "disabled" while it waits for an account. */
Then(
  /^the sidebar's "([^"]+)" link is (enabled|disabled)$/,
  async function (this: SidekickWorld, name: string, state: 'enabled' | 'disabled') {
    const expected = state === 'enabled';
    const seen = await lookAgainUntil(
      this,
      () => this.actorInTheSpotlight.answer(sidebarLinkAvailable(name)),
      (available) => available === expected,
    );
    assert.equal(seen, expected, `the "${name}" link is ${seen ? 'enabled' : 'disabled'}`);
  },
);
