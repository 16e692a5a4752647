import assert from 'node:assert/strict';
import { type DataTable, Then, When } from '@cucumber/cucumber';
import type { Capability } from '../support/admin/AdminAbility';
import { adminOf } from '../support/admin/ability';
import { backendStatusFor } from '../support/admin/backend-requests';
import type { SidekickWorld } from '../support/world';

/** What a step saw that a later step checks. */
const channelMasks = new WeakMap<SidekickWorld, Record<string, boolean>>();
const savedFiles = new WeakMap<SidekickWorld, string>();

/** What the page shows once it fits, looking again for a few seconds in the browser (lists reload after a save). */
async function eventually<T>(
  world: SidekickWorld,
  read: () => Promise<T>,
  fits: (value: T) => boolean,
): Promise<T> {
  const giveUpAt = Date.now() + (world.usesBrowser ? 5_000 : 0);
  let value = await read();
  while (!fits(value) && Date.now() < giveUpAt) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  return value;
}

const list = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

// The dashboard and the permission matrix.

When('they open the admin dashboard', async function (this: SidekickWorld) {
  await adminOf(this).openDashboard();
});

When('they open the admin dashboard on {string}', async function (this: SidekickWorld, tab: string) {
  await adminOf(this).openDashboard(tab);
});

Then('the dashboard offers the tabs {string}', async function (this: SidekickWorld, tabs: string) {
  assert.deepEqual(await adminOf(this).tabs(), list(tabs));
});

Then('the open tab is {string}', async function (this: SidekickWorld, tab: string) {
  assert.equal(await adminOf(this).activeTab(), tab);
});

Then('the dashboard says {string}', async function (this: SidekickWorld, text: string) {
  assert.equal(await adminOf(this).notice(), text);
});

Then('they are on the admin dashboard', async function (this: SidekickWorld) {
  assert.equal(await this.app.currentPath(), '/admin');
});

Then(
  /^they are (allowed|refused) to (.+)$/,
  async function (this: SidekickWorld, answer: string, capability: string) {
    assert.equal(await adminOf(this).can(capability as Capability), answer === 'allowed', capability);
  },
);

Then(
  'the demo backend answers {persona} asking to {}',
  async function (this: SidekickWorld, persona: string, rest: string) {
    const match = /^(.+) with (\d{3})$/.exec(rest);
    if (!match?.[1] || !match[2]) throw new Error(`Cannot read "${rest}"`);
    assert.equal(await backendStatusFor(this.viewModels, persona, match[1]), Number(match[2]));
  },
);

// Lists and forms.

Then(
  /^the (users|roles|permissions|accounts|allowed users|channels) listed (include|are) "([^"]*)"$/,
  async function (this: SidekickWorld, what: string, how: string, items: string) {
    const wanted = list(items);
    const fits = (listed: string[]) =>
      how === 'are' ? listed.join('|') === wanted.join('|') : wanted.every((item) => listed.includes(item));
    // In the page the list reloads a moment after a save: look again for a few seconds.
    const giveUpAt = Date.now() + (this.usesBrowser ? 5_000 : 0);
    let listed = await adminOf(this).listed(what as never);
    while (!fits(listed) && Date.now() < giveUpAt) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      listed = await adminOf(this).listed(what as never);
    }
    if (how === 'are') assert.deepEqual(listed, wanted);
    else
      for (const item of wanted) assert.ok(listed.includes(item), `${item} is not in ${listed.join(', ')}`);
  },
);

Then('the form says {string}', async function (this: SidekickWorld, text: string) {
  assert.equal(await adminOf(this).error(), text);
});

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
  await this.app.wait(ms);
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
  assert.deepEqual(await adminOf(this).editorAccounts(), list(accounts));
});

Then(
  'the status of {string} reads {string}',
  async function (this: SidekickWorld, email: string, status: string) {
    assert.equal(
      await eventually(
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
  if (this.usesBrowser) {
    await this.browser.page.getByRole('button', { name: 'End Impersonation' }).click();
    await this.browser.page.waitForURL((url) => url.pathname === '/admin');
  } else {
    await this.viewModels.session.endImpersonation();
    await this.viewModels.clock.advance(200);
    await this.app.open('/admin');
  }
});

Then(
  'the audit lists {string} acting as {string}: {string}',
  async function (this: SidekickWorld, admin: string, target: string, action: string) {
    const entries = await adminOf(this).auditEntries();
    assert.ok(
      entries.some((entry) => entry.admin === admin && entry.target === target && entry.action === action),
      `not in the audit: ${JSON.stringify(entries)}`,
    );
  },
);

Then('{string} offers no impersonation', async function (this: SidekickWorld, email: string) {
  assert.equal(await adminOf(this).mayImpersonate(email), false);
});

// Accounts.

When('they create the account {string}', async function (this: SidekickWorld, name: string) {
  await adminOf(this).createAccount(name);
});

When('they open the account admins of {string}', async function (this: SidekickWorld, account: string) {
  await adminOf(this).openAccountAdmins(account);
});

Then('the account users listed are {string}', async function (this: SidekickWorld, emails: string) {
  const wanted = list(emails);
  const seen = await eventually(
    this,
    () => adminOf(this).accountUsers(),
    (users) => users.join() === wanted.join(),
  );
  assert.deepEqual(seen, wanted);
});

Then('Add Admin {offers} {string}', async function (this: SidekickWorld, offers: boolean, email: string) {
  const offered = await adminOf(this).adminCandidates();
  assert.equal(offered.includes(email), offers, offered.join(', '));
  if (this.usesBrowser)
    await this.browser.page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
});

When('they add {string} as an admin', async function (this: SidekickWorld, email: string) {
  await adminOf(this).addAdmin(email);
});

When('they add nobody as an admin', async function (this: SidekickWorld) {
  await adminOf(this).addAdmin(null);
});

Then('the account admins say {string}', async function (this: SidekickWorld, text: string) {
  assert.equal(await adminOf(this).success(), text);
});

When('they open the settings of {string}', async function (this: SidekickWorld, account: string) {
  await adminOf(this).openAccountSettings(account);
});

When('they set {string} to {string}', async function (this: SidekickWorld, key: string, value: string) {
  await adminOf(this).saveSetting(key, value);
});

Then('the setting {string} holds {string}', async function (this: SidekickWorld, key: string, value: string) {
  const held = await eventually(
    this,
    () => adminOf(this).settingValue(key),
    (seen) => seen === value,
  );
  assert.equal(held, value);
});

// Roles and permissions.

When(
  'they create the role {string} granting {string}',
  async function (this: SidekickWorld, name: string, keys: string) {
    await adminOf(this).createRole(name, list(keys));
  },
);

Then(
  /^the role "([^"]+)" (can|cannot) be deleted$/,
  async function (this: SidekickWorld, name: string, how: string) {
    assert.equal(await adminOf(this).mayDeleteRole(name), how === 'can');
  },
);

Then(
  /^the permission "([^"]+)" (can|cannot) be edited$/,
  async function (this: SidekickWorld, key: string, how: string) {
    assert.equal(await adminOf(this).permissionIsEditable(key), how === 'can');
  },
);

When(
  'they add the permission {string} named {string}',
  async function (this: SidekickWorld, key: string, name: string) {
    await adminOf(this).createPermission(key, name);
  },
);

// Allowed users.

When(
  'they allow {string} as {string} in {string}',
  async function (this: SidekickWorld, email: string, role: string, account: string) {
    await adminOf(this).allowUser(email, role, account);
  },
);

Then(
  /^the allowed roles offered (include|do not include) "([^"]+)"$/,
  async function (this: SidekickWorld, how: string, role: string) {
    assert.equal((await adminOf(this).allowedRoleChoices()).includes(role), how === 'include');
  },
);

// Channels and export.

When('they start a channel of the type {string}', async function (this: SidekickWorld, type: string) {
  channelMasks.set(this, await adminOf(this).startChannel(type));
});

Then(
  /^the field "([^"]+)" is (masked|not masked)$/,
  function (this: SidekickWorld, label: string, how: string) {
    const masks = channelMasks.get(this);
    assert.equal(masks?.[label], how === 'masked', JSON.stringify(masks));
  },
);

When('they save it as {string} with:', async function (this: SidekickWorld, name: string, table: DataTable) {
  await adminOf(this).saveChannel(name, Object.fromEntries(table.raw() as [string, string][]));
});

When(
  'they switch {string} for {string}',
  async function (this: SidekickWorld, channel: string, account: string) {
    await adminOf(this).toggleAssignment(channel, account);
  },
);

Then(
  /^"([^"]+)" is (enabled|disabled) for "([^"]+)"$/,
  async function (this: SidekickWorld, channel: string, state: string, account: string) {
    assert.equal(await adminOf(this).assignmentEnabled(channel, account), state === 'enabled');
  },
);

When('they export the audience data', async function (this: SidekickWorld) {
  savedFiles.set(this, await adminOf(this).exportData());
});

Then('the file saved is named like {string}', function (this: SidekickWorld, _pattern: string) {
  assert.match(
    savedFiles.get(this) ?? '',
    /^adara-data-export-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.json$/,
  );
});
