import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type { AuditLine } from '../support/admin/admin-words';
import { theAccountsInTheUserEditor } from '../support/admin/questions/theAccountsInTheUserEditor';
import { theAdminList } from '../support/admin/questions/theAdminList';
import { theAuditTrail } from '../support/admin/questions/theAuditTrail';
import { theLastLoginOf } from '../support/admin/questions/theLastLoginOf';
import { theRolesInTheUserEditorOf } from '../support/admin/questions/theRolesInTheUserEditorOf';
import { theStatusOf } from '../support/admin/questions/theStatusOf';
import { whatTheUserReadsUnder } from '../support/admin/questions/whatTheUserReadsUnder';
import { whetherTheyMayImpersonate } from '../support/admin/questions/whetherTheyMayImpersonate';
import { chooseTheRoleOf } from '../support/admin/tasks/chooseTheRoleOf';
import { editTheUser } from '../support/admin/tasks/editTheUser';
import { endTheImpersonation } from '../support/admin/tasks/endTheImpersonation';
import { impersonateTheUser } from '../support/admin/tasks/impersonateTheUser';
import { letTimePassOnTheDashboard } from '../support/admin/tasks/letTimePassOnTheDashboard';
import { searchTheUsers } from '../support/admin/tasks/searchTheUsers';
import { lookAgainUntil } from '../support/look-again';
import { list } from '../support/step-lists';
import type { SidekickWorld } from '../support/world';

// Users.

/** Types the text into the admin Users tab's search box, without pressing Enter. */
When('they type {string} into the users search', async function (this: SidekickWorld, text: string) {
  await this.actorInTheSpotlight.attemptsTo(searchTheUsers(text, false));
});

/** Types the text into the admin Users tab's search box and presses Enter. */
When(
  'they search the users for {string} and press Enter',
  async function (this: SidekickWorld, text: string) {
    await this.actorInTheSpotlight.attemptsTo(searchTheUsers(text, true));
  },
);

/** Lets that many milliseconds pass on the admin dashboard's clock (the search waits before it filters). */
When('{int} ms pass', async function (this: SidekickWorld, ms: number) {
  await this.actorInTheSpotlight.attemptsTo(letTimePassOnTheDashboard(ms));
});

/** Checks the text of the user's row (by email) in that column, exactly (in Chromium it waits a few seconds). */
Then(
  'the user {string} reads {string} under {string}',
  async function (this: SidekickWorld, email: string, text: string, header: string) {
    const seen = await lookAgainUntil(
      this,
      () => this.actorInTheSpotlight.answer(whatTheUserReadsUnder(email, header)),
      (cell) => cell === text,
    );
    assert.equal(seen, text);
  },
);

/** Checks that the user's Last Login shows a date, not "Never". */
Then('the user {string} has signed in', async function (this: SidekickWorld, email: string) {
  const lastLogin = await this.actorInTheSpotlight.answer(theLastLoginOf(email));
  assert.ok(lastLogin && lastLogin !== 'Never', `last login: ${lastLogin}`);
});

/** Checks whether the user editor of that user offers that role ("offers" or "does not offer"). */
Then(
  'the user editor of {string} {offers} the role {string}',
  async function (this: SidekickWorld, email: string, offers: boolean, role: string) {
    const offered = await this.actorInTheSpotlight.answer(theRolesInTheUserEditorOf(email));
    assert.equal(offered.includes(role), offers, offered.join(', '));
  },
);

/** Checks that at least one user's Last Login reads exactly so. */
Then("some user's last login reads {string}", async function (this: SidekickWorld, text: string) {
  const actor = this.actorInTheSpotlight;
  const emails = await actor.answer(theAdminList('users'));
  const cells = await Promise.all(emails.map((email) => actor.answer(theLastLoginOf(email))));
  assert.ok(cells.includes(text), `no Last Login reads ${text}`);
});

/** Edits the user (by email) to that role and no accounts, and saves. */
When(
  'they edit {string} to have the role {string} and no accounts',
  async function (this: SidekickWorld, email: string, role: string) {
    await this.actorInTheSpotlight.attemptsTo(editTheUser(email, { role, accounts: [] }));
  },
);

/** Edits the user (by email) to that role, and saves. */
When(
  'they edit {string} to have the role {string}',
  async function (this: SidekickWorld, email: string, role: string) {
    await this.actorInTheSpotlight.attemptsTo(editTheUser(email, { role }));
  },
);

/** Edits the user (by email) to have no role, and saves. */
When('they edit {string} to have no role', async function (this: SidekickWorld, email: string) {
  await this.actorInTheSpotlight.attemptsTo(editTheUser(email, { role: '' }));
});

/** Chooses that role in the user editor of that user, without saving. */
When(
  'they choose the role {string} for {string}',
  async function (this: SidekickWorld, role: string, email: string) {
    await this.actorInTheSpotlight.attemptsTo(chooseTheRoleOf(email, role));
  },
);

/** Edits the user (by email) to that status ("active", "inactive"), and saves. */
When(
  'they edit {string} to have the status {string}',
  async function (this: SidekickWorld, email: string, status: string) {
    await this.actorInTheSpotlight.attemptsTo(editTheUser(email, { status }));
  },
);

/** Checks the accounts the open user editor holds, in order, written "Acme Media, Globex Retail". */
Then('the editor holds the accounts {string}', async function (this: SidekickWorld, accounts: string) {
  const wanted = list(accounts);
  const held = await lookAgainUntil(
    this,
    () => this.actorInTheSpotlight.answer(theAccountsInTheUserEditor()),
    (seen) => seen.join('|') === wanted.join('|'),
  );
  assert.deepEqual(held, wanted);
});

/** Checks the status of the user's row (by email), exactly. */
Then(
  'the status of {string} reads {string}',
  async function (this: SidekickWorld, email: string, status: string) {
    assert.equal(
      await lookAgainUntil(
        this,
        () => this.actorInTheSpotlight.answer(theStatusOf(email)),
        (seen) => seen === status,
      ),
      status,
    );
  },
);

// Impersonation and audit.

/** Impersonates the user (by email) from the admin Users tab. */
When('they impersonate {string}', async function (this: SidekickWorld, email: string) {
  await this.actorInTheSpotlight.attemptsTo(impersonateTheUser(email));
});

/** Ends the impersonation with the banner's button. */
When('they end the impersonation from the banner', async function (this: SidekickWorld) {
  await this.actorInTheSpotlight.attemptsTo(endTheImpersonation());
});

/** Checks that the audit trail lists that admin acting on that user with that action. */
Then(
  'the audit lists {string} acting as {string}: {string}',
  async function (this: SidekickWorld, admin: string, target: string, action: string) {
    const listed = (entries: AuditLine[]) =>
      entries.some((entry) => entry.admin === admin && entry.target === target && entry.action === action);
    const entries = await lookAgainUntil(
      this,
      () => this.actorInTheSpotlight.answer(theAuditTrail()),
      listed,
    );
    assert.ok(listed(entries), `not in the audit: ${JSON.stringify(entries)}`);
  },
);

/** Checks that the audit trail lists that action done while acting as that user. */
Then(
  'the audit says {string} acted as {string}',
  async function (this: SidekickWorld, action: string, actedAs: string) {
    const listed = (entries: AuditLine[]) =>
      entries.some((entry) => entry.action === action && entry.actedAs === actedAs);
    const entries = await lookAgainUntil(
      this,
      () => this.actorInTheSpotlight.answer(theAuditTrail()),
      listed,
    );
    assert.ok(listed(entries), `not in the audit: ${JSON.stringify(entries)}`);
  },
);

/** Checks that the user's row (by email) offers no Impersonate button. */
Then('{string} offers no impersonation', async function (this: SidekickWorld, email: string) {
  assert.equal(await this.actorInTheSpotlight.answer(whetherTheyMayImpersonate(email)), false);
});
