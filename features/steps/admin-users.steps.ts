import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type { AuditLine } from '../support/admin/AdminAbility';
import { adminOf } from '../support/admin/ability';
import { lookAgainUntil } from '../support/look-again';
import { list } from '../support/step-lists';
import type { SidekickWorld } from '../support/world';

// Users.

When('they type {string} into the users search', async function (this: SidekickWorld, text: string) {
  await adminOf(this).searchUsers(text, false);
});

When(
  'they search the users for {string} and press Enter',
  async function (this: SidekickWorld, text: string) {
    await adminOf(this).searchUsers(text, true);
  },
);

When('{int} ms pass', async function (this: SidekickWorld, ms: number) {
  await adminOf(this).timePasses(ms);
});

Then(
  'the user {string} reads {string} under {string}',
  async function (this: SidekickWorld, email: string, text: string, header: string) {
    const seen = await lookAgainUntil(
      this,
      () => adminOf(this).userCell(email, header),
      (cell) => cell === text,
    );
    assert.equal(seen, text);
  },
);

Then('the user {string} has signed in', async function (this: SidekickWorld, email: string) {
  const lastLogin = await adminOf(this).lastLoginOf(email);
  assert.ok(lastLogin && lastLogin !== 'Never', `last login: ${lastLogin}`);
});

Then("some user's last login reads {string}", async function (this: SidekickWorld, text: string) {
  const admin = adminOf(this);
  const emails = await admin.listed('users');
  const cells = await Promise.all(emails.map((email) => admin.lastLoginOf(email)));
  assert.ok(cells.includes(text), `no Last Login reads ${text}`);
});

When(
  'they edit {string} to have the role {string} and no accounts',
  async function (this: SidekickWorld, email: string, role: string) {
    await adminOf(this).editUser(email, { role, accounts: [] });
  },
);

When('they edit {string} to have no role', async function (this: SidekickWorld, email: string) {
  await adminOf(this).editUser(email, { role: '' });
});

When(
  'they choose the role {string} for {string}',
  async function (this: SidekickWorld, role: string, email: string) {
    await adminOf(this).chooseRole(email, role);
  },
);

When(
  'they edit {string} to have the status {string}',
  async function (this: SidekickWorld, email: string, status: string) {
    await adminOf(this).editUser(email, { status });
  },
);

Then('the editor holds the accounts {string}', async function (this: SidekickWorld, accounts: string) {
  const wanted = list(accounts);
  const held = await lookAgainUntil(
    this,
    () => adminOf(this).editorAccounts(),
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
        () => adminOf(this).statusOf(email),
        (seen) => seen === status,
      ),
      status,
    );
  },
);

// Impersonation and audit.

When('they impersonate {string}', async function (this: SidekickWorld, email: string) {
  await adminOf(this).impersonate(email);
});

When('they end the impersonation from the banner', async function (this: SidekickWorld) {
  await adminOf(this).endImpersonation();
});

Then(
  'the audit lists {string} acting as {string}: {string}',
  async function (this: SidekickWorld, admin: string, target: string, action: string) {
    const listed = (entries: AuditLine[]) =>
      entries.some((entry) => entry.admin === admin && entry.target === target && entry.action === action);
    const entries = await lookAgainUntil(this, () => adminOf(this).auditEntries(), listed);
    assert.ok(listed(entries), `not in the audit: ${JSON.stringify(entries)}`);
  },
);

Then(
  'the audit says {string} acted as {string}',
  async function (this: SidekickWorld, action: string, actedAs: string) {
    const listed = (entries: AuditLine[]) =>
      entries.some((entry) => entry.action === action && entry.actedAs === actedAs);
    const entries = await lookAgainUntil(this, () => adminOf(this).auditEntries(), listed);
    assert.ok(listed(entries), `not in the audit: ${JSON.stringify(entries)}`);
  },
);

Then('{string} offers no impersonation', async function (this: SidekickWorld, email: string) {
  assert.equal(await adminOf(this).mayImpersonate(email), false);
});
