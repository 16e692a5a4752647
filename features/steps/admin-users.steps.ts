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

When('they type {string} into the users search', async function (this: SidekickWorld, text: string) {
  await this.actorInTheSpotlight.attemptsTo(searchTheUsers(text, false));
});

When(
  'they search the users for {string} and press Enter',
  async function (this: SidekickWorld, text: string) {
    await this.actorInTheSpotlight.attemptsTo(searchTheUsers(text, true));
  },
);

When('{int} ms pass', async function (this: SidekickWorld, ms: number) {
  await this.actorInTheSpotlight.attemptsTo(letTimePassOnTheDashboard(ms));
});

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

Then('the user {string} has signed in', async function (this: SidekickWorld, email: string) {
  const lastLogin = await this.actorInTheSpotlight.answer(theLastLoginOf(email));
  assert.ok(lastLogin && lastLogin !== 'Never', `last login: ${lastLogin}`);
});

Then(
  'the user editor of {string} {offers} the role {string}',
  async function (this: SidekickWorld, email: string, offers: boolean, role: string) {
    const offered = await this.actorInTheSpotlight.answer(theRolesInTheUserEditorOf(email));
    assert.equal(offered.includes(role), offers, offered.join(', '));
  },
);

Then("some user's last login reads {string}", async function (this: SidekickWorld, text: string) {
  const actor = this.actorInTheSpotlight;
  const emails = await actor.answer(theAdminList('users'));
  const cells = await Promise.all(emails.map((email) => actor.answer(theLastLoginOf(email))));
  assert.ok(cells.includes(text), `no Last Login reads ${text}`);
});

When(
  'they edit {string} to have the role {string} and no accounts',
  async function (this: SidekickWorld, email: string, role: string) {
    await this.actorInTheSpotlight.attemptsTo(editTheUser(email, { role, accounts: [] }));
  },
);

When(
  'they edit {string} to have the role {string}',
  async function (this: SidekickWorld, email: string, role: string) {
    await this.actorInTheSpotlight.attemptsTo(editTheUser(email, { role }));
  },
);

When('they edit {string} to have no role', async function (this: SidekickWorld, email: string) {
  await this.actorInTheSpotlight.attemptsTo(editTheUser(email, { role: '' }));
});

When(
  'they choose the role {string} for {string}',
  async function (this: SidekickWorld, role: string, email: string) {
    await this.actorInTheSpotlight.attemptsTo(chooseTheRoleOf(email, role));
  },
);

When(
  'they edit {string} to have the status {string}',
  async function (this: SidekickWorld, email: string, status: string) {
    await this.actorInTheSpotlight.attemptsTo(editTheUser(email, { status }));
  },
);

Then('the editor holds the accounts {string}', async function (this: SidekickWorld, accounts: string) {
  const wanted = list(accounts);
  const held = await lookAgainUntil(
    this,
    () => this.actorInTheSpotlight.answer(theAccountsInTheUserEditor()),
    (seen) => seen.join('|') === wanted.join('|'),
  );
  assert.deepEqual(held, wanted);
});

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

When('they impersonate {string}', async function (this: SidekickWorld, email: string) {
  await this.actorInTheSpotlight.attemptsTo(impersonateTheUser(email));
});

When('they end the impersonation from the banner', async function (this: SidekickWorld) {
  await this.actorInTheSpotlight.attemptsTo(endTheImpersonation());
});

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

Then('{string} offers no impersonation', async function (this: SidekickWorld, email: string) {
  assert.equal(await this.actorInTheSpotlight.answer(whetherTheyMayImpersonate(email)), false);
});
