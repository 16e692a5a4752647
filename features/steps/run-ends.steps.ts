import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { Actor } from '../support/actors/Actor';
import { letTimePass } from '../support/interactions/letTimePass';
import {
  theRunEndNotices,
  theSystemNotifications,
  theTabTitle,
} from '../support/orchestration/questions/theRunEnds';
import { allowNotifications, switchToAnotherTab } from '../support/orchestration/tasks/attention';
import { followTheRunEndNotice } from '../support/orchestration/tasks/followTheRunEndNotice';
import { goToTheStatusPage } from '../support/orchestration/tasks/goToTheStatusPage';
import { theLiveRegion } from '../support/questions/liveRegion';
import type { SidekickWorld } from '../support/world';

// --- A word when a run ends elsewhere (issue 31) ---------------------------------------------------

/** Grants Sidekick the browser's permission to show system notifications. */
Given('{actor} has/have allowed notifications', (actor: Actor) => actor.attemptsTo(allowNotifications()));

/** Goes to the status page from the sidebar: no page load, so what runs in the page goes on. */
When('{actor} go(es) to the status page from the sidebar', (actor: Actor) =>
  actor.attemptsTo(goToTheStatusPage()),
);

/** Switches to another browser tab: Sidekick's page is hidden. */
When('{actor} switch(es) to another tab', (actor: Actor) => actor.attemptsTo(switchToAnotherTab()));

/** Follows the link of the first notice of a run that ended elsewhere. */
When('{actor} follow(s) the notice of the run', (actor: Actor) => actor.attemptsTo(followTheRunEndNotice()));

/** Lets up to that many seconds pass until a notice of a run that ended elsewhere says that, and checks it links to a chat. */
Then(
  'within {int} seconds a notice says {string}',
  async function (this: SidekickWorld, seconds: number, text: string) {
    const actor = this.actorInTheSpotlight;
    for (let waited = 0; ; waited += 1) {
      const notice = (await actor.answer(theRunEndNotices())).find((shown) => shown.text === text);
      if (notice) {
        assert.match(notice.href, /^\/\?chat=./);
        return;
      }
      if (waited >= seconds) break;
      await actor.attemptsTo(letTimePass(1000));
    }
    const shown = await actor.answer(theRunEndNotices());
    assert.fail(
      `After ${seconds} s the notices say: ${shown.map((notice) => notice.text).join(', ') || 'nothing'}`,
    );
  },
);

/** Checks that no notice of a run that ended shows. */
Then('no notice of a run that ended shows', async function (this: SidekickWorld) {
  assert.deepEqual(await this.actorInTheSpotlight.answer(theRunEndNotices()), []);
});

/** Checks the tab's title, exactly. */
Then("the tab's title is {string}", async function (this: SidekickWorld, title: string) {
  assert.equal(await this.actorInTheSpotlight.answer(theTabTitle()), title);
});

/** Checks that a system notification with that title was shown. */
Then('a system notification says {string}', async function (this: SidekickWorld, title: string) {
  assert.ok((await this.actorInTheSpotlight.answer(theSystemNotifications())).includes(title));
});

// --- Announced ------------------------------------------------------------------------------------

/** Checks what the page's polite live region says now, exactly. */
Then('the live region says {string}', async function (this: SidekickWorld, text: string) {
  assert.equal(await this.actorInTheSpotlight.answer(theLiveRegion()), text);
});
