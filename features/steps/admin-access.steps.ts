import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type { Actor } from '../support/actors/Actor';
import { ADMIN_LIST_NAMES, type AdminList } from '../support/admin/admin-lists';
import { theAdminList } from '../support/admin/questions/theAdminList';
import { theAdminTabs } from '../support/admin/questions/theAdminTabs';
import { theDashboardNotice } from '../support/admin/questions/theDashboardNotice';
import { theOpenAdminTab } from '../support/admin/questions/theOpenAdminTab';
import { whatTheFormSays } from '../support/admin/questions/whatTheFormSays';
import { openTheAdminDashboard } from '../support/admin/tasks/openTheAdminDashboard';
import { lookAgainUntil } from '../support/look-again';
import { capabilityNamed, mayThey } from '../support/questions/capability';
import { currentAddress } from '../support/questions/currentScreen';
import { demoBackendAnswer } from '../support/questions/demoBackendAnswer';
import { list } from '../support/step-lists';
import type { SidekickWorld } from '../support/world';

// The dashboard and the permission matrix.

/** Opens the admin dashboard ("/admin") on its first tab. */
When('they open the admin dashboard', async function (this: SidekickWorld) {
  await this.actorInTheSpotlight.attemptsTo(openTheAdminDashboard());
});

/** Opens the admin dashboard on the tab with that name ("Users", "Channel Config" …). */
When('they open the admin dashboard on {string}', async function (this: SidekickWorld, tab: string) {
  await this.actorInTheSpotlight.attemptsTo(openTheAdminDashboard(tab));
});

/** Checks the tabs the admin dashboard offers, in order, written "Users, Roles, Permissions". */
Then('the dashboard offers the tabs {string}', async function (this: SidekickWorld, tabs: string) {
  assert.deepEqual(await this.actorInTheSpotlight.answer(theAdminTabs()), list(tabs));
});

/** Checks the admin dashboard's open tab. */
Then('the open tab is {string}', async function (this: SidekickWorld, tab: string) {
  assert.equal(await this.actorInTheSpotlight.answer(theOpenAdminTab()), tab);
});

/** Checks the admin dashboard's notice (an error text or a refusal), exactly (in Chromium it waits a few seconds). */
Then('the dashboard says {string}', async function (this: SidekickWorld, text: string) {
  const seen = await lookAgainUntil(
    this,
    () => this.actorInTheSpotlight.answer(theDashboardNotice()),
    (notice) => notice === text,
  );
  assert.equal(seen, text);
});

/** Checks that the page shown is the admin dashboard ("/admin"). */
Then('they are on the admin dashboard', async function (this: SidekickWorld) {
  assert.equal(await this.actorInTheSpotlight.answer(currentAddress()), '/admin');
});

/** Checks whether the persona may do that (a capability of the permission matrix, "create roles" …): "allowed" or "refused". */
Then(
  /^they are (allowed|refused) to (.+)$/,
  async function (this: SidekickWorld, answer: string, capability: string) {
    const allowed = await this.actorInTheSpotlight.answer(mayThey(capabilityNamed(capability)));
    assert.equal(allowed, answer === 'allowed', capability);
  },
);

/** Asks the demo backend directly for that action as that persona and checks the status it answers: "… asking to delete a role with 403". */
Then('the demo backend answers {actor} asking to {}', async (actor: Actor, rest: string) => {
  const match = /^(.+) with (\d{3})$/.exec(rest);
  if (!match?.[1] || !match[2]) throw new Error(`Cannot read "${rest}"`);
  assert.equal(await actor.answer(demoBackendAnswer(match[1])), Number(match[2]));
});

// Lists and forms.

/** Checks the items an admin list shows (users, roles, permissions, accounts, allowed users, channels): "include", "are" (exactly, in order) or "do not include" those, written "a, b" (in Chromium it waits a few seconds). */
Then(
  new RegExp(`^the (${ADMIN_LIST_NAMES}) listed (include|are|do not include) "([^"]*)"$`),
  async function (this: SidekickWorld, what: string, how: string, items: string) {
    const wanted = list(items);
    const fits = (listed: string[]) => {
      if (how === 'are') return listed.join('|') === wanted.join('|');
      if (how === 'do not include') return wanted.every((item) => !listed.includes(item));
      return wanted.every((item) => listed.includes(item));
    };
    // In the page the list reloads a moment after a save: look again for a few seconds.
    const listed = await lookAgainUntil(
      this,
      () => this.actorInTheSpotlight.answer(theAdminList(what as AdminList)),
      fits,
    );
    if (how === 'are') assert.deepEqual(listed, wanted);
    else if (how === 'do not include') assert.ok(fits(listed), `still listed: ${listed.join(', ')}`);
    else
      for (const item of wanted) assert.ok(listed.includes(item), `${item} is not in ${listed.join(', ')}`);
  },
);

/** Checks the error the open admin form shows, exactly (in Chromium it waits a few seconds). */
Then('the form says {string}', async function (this: SidekickWorld, text: string) {
  const seen = await lookAgainUntil(
    this,
    () => this.actorInTheSpotlight.answer(whatTheFormSays()),
    (error) => error === text,
  );
  assert.equal(seen, text);
});
