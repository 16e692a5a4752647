import { Given, When } from '@cucumber/cucumber';
import { retryOnTheDashboard } from '../support/admin/tasks/retryOnTheDashboard';
import type { SidekickWorld } from '../support/world';

// A role changed by another admin while the persona's stored session still holds the old one.

/** Sets the scene: another admin changed the persona's role ("User", "Admin") in the demo backend; the persona's stored session and open page still hold the old one. */
Given(
  "{persona}'s role is meanwhile changed to {string}",
  async function (this: SidekickWorld, persona: string, role: string) {
    await this.app.seed({ rolesChanged: { [persona]: role } }, { reload: false });
    // The page logs the lookups the backend then refuses (the Users tab's roles and accounts).
    if (this.usesBrowser) this.browser.expectLogged('A lookup failed to load');
  },
);

/** Presses Retry beside the admin dashboard's 'Access denied. Admin privileges required.' */
When('they press Retry on the dashboard', async function (this: SidekickWorld) {
  await this.actorInTheSpotlight.attemptsTo(retryOnTheDashboard());
});
