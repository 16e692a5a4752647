import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpAdminAdapter } from './HttpAdminAdapter';
import { json } from './testing/fake-fetch';
import { itCallsEachContractRoute, overFakeBackend, type RouteCase } from './testing/harness';

afterEach(() => vi.restoreAllMocks());

const me = { userId: 'u-1' };
const role = { id: 'r-1', name: 'Planner', user_count: 0, permission_count: 0 };
const allowed = {
  id: 'al-1',
  email: 'new@example.com',
  initial_role_name: 'User',
  initial_account_name: 'Acme',
};
const added = {
  user_id: 'u-5',
  display_name: 'Ada',
  email: 'ada@example.com',
  message: 'ok',
  is_account_admin: true,
};
const roleDraft = { name: 'Planner', description: 'Plans', permissions: { can_approve: true } };

const setup = overFakeBackend((http) => ({ admin: new HttpAdminAdapter(http) }));

type Route = RouteCase<HttpAdminAdapter>;

const routes: Route[] = [
  ['listUsers', (a) => a.listUsers('u-1'), [], { method: 'GET', path: '/api/admin/users', query: me }],
  [
    'assignUserRole',
    (a) => a.assignUserRole('u-1', 'u-2', 'r-1'),
    {},
    { method: 'PUT', path: '/api/admin/users/u-2/role', body: { role_id: 'r-1', userId: 'u-1' } },
  ],
  [
    'assignUserRole with accounts',
    (a) => a.assignUserRole('u-1', 'u-2', 'r-1', ['acc-1']),
    {},
    {
      method: 'PUT',
      path: '/api/admin/users/u-2/role',
      body: { role_id: 'r-1', account_ids: ['acc-1'], userId: 'u-1' },
    },
  ],
  [
    'listManagedAccounts',
    (a) => a.listManagedAccounts('u-1'),
    { accounts: [] },
    { method: 'GET', path: '/api/account-admin/accounts', query: me },
  ],
  [
    'listAuditTrail',
    (a) => a.listAuditTrail('u-1', { targetId: 'u-2', from: '' }),
    { entries: [] },
    { method: 'GET', path: '/api/admin/audit', query: { userId: 'u-1', targetId: 'u-2' } },
  ],
  [
    'setUserDeleted',
    (a) => a.setUserDeleted('u-1', 'u-2', true),
    {},
    { method: 'PUT', path: '/api/admin/users/u-2/status', body: { is_deleted: true, userId: 'u-1' } },
  ],
  ['listRoles', (a) => a.listRoles('u-1'), [], { method: 'GET', path: '/api/admin/roles', query: me }],
  [
    'createRole',
    (a) => a.createRole('u-1', roleDraft),
    role,
    { method: 'POST', path: '/api/admin/roles', body: { ...roleDraft, userId: 'u-1' } },
  ],
  [
    'updateRole',
    (a) => a.updateRole('u-1', 'r-1', roleDraft),
    {},
    { method: 'PUT', path: '/api/admin/roles/r-1', body: { ...roleDraft, userId: 'u-1' } },
  ],
  [
    'deleteRole',
    (a) => a.deleteRole('u-1', 'r-1'),
    {},
    { method: 'DELETE', path: '/api/admin/roles/r-1', query: me },
  ],
  [
    'listRolePermissionIds',
    (a) => a.listRolePermissionIds('u-1', 'r-1'),
    [],
    { method: 'GET', path: '/api/admin/roles/r-1/permissions', query: me },
  ],
  [
    'listPermissions',
    (a) => a.listPermissions('u-1'),
    [],
    { method: 'GET', path: '/api/admin/permissions', query: me },
  ],
  [
    'createPermission',
    (a) => a.createPermission('u-1', { key: 'can_x', name: 'X', description: 'Does X' }),
    {},
    {
      method: 'POST',
      path: '/api/admin/permissions',
      body: { key: 'can_x', name: 'X', description: 'Does X', userId: 'u-1' },
    },
  ],
  [
    'updatePermission',
    (a) => a.updatePermission('u-1', 'p-1', { name: 'X2' }),
    {},
    { method: 'PUT', path: '/api/admin/permissions/p-1', body: { name: 'X2', userId: 'u-1' } },
  ],
  [
    'deletePermission',
    (a) => a.deletePermission('u-1', 'p-1'),
    {},
    { method: 'DELETE', path: '/api/admin/permissions/p-1', query: me },
  ],
  [
    'listAllAccounts',
    (a) => a.listAllAccounts('u-1'),
    [],
    { method: 'GET', path: '/api/admin/accounts', query: me },
  ],
  [
    'createAccount',
    (a) => a.createAccount('u-1', { name: 'Beta', status: 'active' }),
    {},
    { method: 'POST', path: '/api/admin/accounts', body: { name: 'Beta', status: 'active', userId: 'u-1' } },
  ],
  [
    'updateAccount',
    (a) => a.updateAccount('u-1', 'acc-2', { name: 'Beta', description: 'B', status: 'inactive' }),
    {},
    {
      method: 'PUT',
      path: '/api/admin/accounts/acc-2',
      body: { name: 'Beta', description: 'B', status: 'inactive', userId: 'u-1' },
    },
  ],
  [
    'listAllowedUsers',
    (a) => a.listAllowedUsers('u-1'),
    [],
    { method: 'GET', path: '/api/admin/allowed-users', query: me },
  ],
  [
    'allowUser',
    (a) => a.allowUser('u-1', { email: 'new@example.com', roleId: 'r-1', accountId: 'acc-1' }),
    allowed,
    {
      method: 'POST',
      path: '/api/admin/allowed-users',
      body: { email: 'new@example.com', roleId: 'r-1', accountId: 'acc-1', userId: 'u-1' },
    },
  ],
  [
    'removeAllowedUser',
    (a) => a.removeAllowedUser('u-1', 'al-1'),
    {},
    { method: 'DELETE', path: '/api/admin/allowed-users/al-1', query: me, body: me },
  ],
  [
    'listAccountUsers',
    (a) => a.listAccountUsers('u-1', 'acc-1'),
    [],
    { method: 'GET', path: '/api/account-admin/accounts/acc-1/users', query: me },
  ],
  [
    'addAccountUser',
    (a) => a.addAccountUser('u-1', 'acc-1', { userId: 'u-5' }, true),
    added,
    {
      method: 'POST',
      path: '/api/account-admin/accounts/acc-1/users',
      body: { userId: 'u-1', targetUserId: 'u-5', isAccountAdmin: true },
    },
  ],
  [
    'addAccountUser',
    (a) => a.addAccountUser('u-1', 'acc-1', { email: 'ada@example.com' }, false),
    added,
    {
      method: 'POST',
      path: '/api/account-admin/accounts/acc-1/users',
      body: { userId: 'u-1', targetEmail: 'ada@example.com', isAccountAdmin: false },
    },
  ],
  [
    'setAccountAdmin',
    (a) => a.setAccountAdmin('u-1', 'acc-1', 'u-5', true),
    {},
    {
      method: 'PUT',
      path: '/api/account-admin/accounts/acc-1/users/u-5',
      body: { userId: 'u-1', isAccountAdmin: true },
    },
  ],
  [
    'removeAccountUser',
    (a) => a.removeAccountUser('u-1', 'acc-1', 'u-5'),
    {},
    { method: 'DELETE', path: '/api/account-admin/accounts/acc-1/users/u-5', query: me, body: me },
  ],
  [
    'listAccountSettings',
    (a) => a.listAccountSettings('u-1', 'acc-1'),
    [],
    { method: 'GET', path: '/api/account-admin/accounts/acc-1/settings', query: me },
  ],
  [
    'saveAccountSetting',
    (a) => a.saveAccountSetting('u-1', 'acc-1', 'multi-channels', 'dv360,ttd'),
    {},
    {
      method: 'PUT',
      path: '/api/account-admin/accounts/acc-1/settings/multi-channels',
      body: { userId: 'u-1', settingValue: 'dv360,ttd' },
    },
  ],
  [
    'deleteAccountSetting',
    (a) => a.deleteAccountSetting('u-1', 'acc-1', 'a/b'),
    {},
    { method: 'DELETE', path: '/api/account-admin/accounts/acc-1/settings/a%2Fb', query: me, body: me },
  ],
  ['listChannels', (a) => a.listChannels('u-1'), [], { method: 'GET', path: '/api/channels', query: me }],
  [
    'listChannelTypes',
    (a) => a.listChannelTypes('u-1'),
    [],
    { method: 'GET', path: '/api/channels/types', query: me },
  ],
  [
    'listAccountChannels',
    (a) => a.listAccountChannels('u-1'),
    [],
    { method: 'GET', path: '/api/channels/accounts', query: me },
  ],
  [
    'createChannel',
    (a) => a.createChannel('u-1', { name: 'DV', typeId: 't-1', fieldValues: { sandbox: 'false' } }),
    {},
    {
      method: 'POST',
      path: '/api/channels',
      body: { name: 'DV', channel_type_id: 't-1', field_values: { sandbox: 'false' }, userId: 'u-1' },
    },
  ],
  [
    'updateChannel',
    (a) => a.updateChannel('u-1', 'ch-1', { name: 'DV2', fieldValues: {} }),
    {},
    { method: 'PUT', path: '/api/channels/ch-1', body: { name: 'DV2', field_values: {}, userId: 'u-1' } },
  ],
  [
    'deleteChannel',
    (a) => a.deleteChannel('u-1', 'ch-1'),
    {},
    { method: 'DELETE', path: '/api/channels/ch-1', query: me },
  ],
  [
    'assignChannel',
    (a) => a.assignChannel('u-1', { accountId: 'acc-1', channelId: 'ch-1', isEnabled: true }),
    {},
    {
      method: 'POST',
      path: '/api/channels/accounts',
      body: { account_id: 'acc-1', channel_id: 'ch-1', is_enabled: true, userId: 'u-1' },
    },
  ],
  [
    'setChannelAssignmentEnabled',
    (a) => a.setChannelAssignmentEnabled('u-1', 'as-1', false),
    {},
    { method: 'PUT', path: '/api/channels/accounts/as-1', body: { is_enabled: false, userId: 'u-1' } },
  ],
  [
    'removeChannelAssignment',
    (a) => a.removeChannelAssignment('u-1', 'as-1'),
    {},
    { method: 'DELETE', path: '/api/channels/accounts/as-1', query: me },
  ],
  [
    'exportAudienceData',
    (a) => a.exportAudienceData('u-1'),
    { total_records: 3 },
    { method: 'POST', path: '/api/admin/adara-data-export', body: me },
  ],
];

describe('HttpAdminAdapter routes (spec 3 §7)', () => {
  itCallsEachContractRoute(routes, (http) => new HttpAdminAdapter(http));
});

describe('HttpAdminAdapter answers', () => {
  it('merges the per-account rows of a user into one user with every account', async () => {
    const { backend, admin } = setup();
    const row = {
      id: 'u-2',
      email: 'ada@example.com',
      display_name: 'Ada',
      role_id: 3,
      role: { name: 'Admin' },
      last_login: null,
      created_at: '2025-01-01',
      is_deleted: false,
    };
    backend.answerNext(
      json({
        users: [
          { ...row, account_id: 'acc-1', account_name: 'Acme' },
          { ...row, account_id: 'acc-2', account_name: 'Beta' },
          { ...row, account_id: 'acc-1', account_name: 'Acme' },
          {
            id: 'u-3',
            email: 'riley@example.com',
            role_name: 'User',
            accounts: [{ id: 'acc-1', name: 'Acme' }],
          },
        ],
      }),
    );
    expect(await admin.listUsers('u-1')).toEqual([
      {
        id: 'u-2',
        email: 'ada@example.com',
        displayName: 'Ada',
        roleId: '3',
        roleName: 'Admin',
        accounts: [
          { id: 'acc-1', name: 'Acme' },
          { id: 'acc-2', name: 'Beta' },
        ],
        lastLogin: null,
        createdAt: '2025-01-01',
        isDeleted: false,
        isSuperAdmin: false,
      },
      {
        id: 'u-3',
        email: 'riley@example.com',
        displayName: '',
        roleId: '',
        roleName: 'User',
        accounts: [{ id: 'acc-1', name: 'Acme' }],
        lastLogin: null,
        createdAt: '',
        isDeleted: false,
        isSuperAdmin: false,
      },
    ]);
  });

  it('reads counts sent as text and drops a role without a name', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { backend, admin } = setup();
    backend.answerNext(json({ roles: [{ id: 'r-1', name: 'Planner', user_count: '4' }, { id: 'r-2' }] }));
    expect(await admin.listRoles('u-1')).toEqual([
      { id: 'r-1', name: 'Planner', userCount: 4, permissionCount: 0, makesSuperAdmin: false },
    ]);
  });

  it('takes whether a role makes a Super Admin from the backend, and from the name when it is not sent', async () => {
    const { backend, admin } = setup();
    backend.answerNext(
      json({
        roles: [
          { id: 'r-1', name: 'Probe Ops', grants_super_admin: true },
          { id: 'r-2', name: 'Super Admin', grants_super_admin: false },
          { id: 'r-3', name: 'Super Admin' },
        ],
      }),
    );
    expect((await admin.listRoles('u-1')).map((role) => role.makesSuperAdmin)).toEqual([true, false, true]);
  });

  it('takes whether a user is a Super Admin from the backend, and from the role name when it is not sent', async () => {
    const { backend, admin } = setup();
    const row = { email: 'a@example.com', role_id: 'r-1', created_at: '2025-01-01' };
    backend.answerNext(
      json({
        users: [
          { ...row, id: 'u-2', role_name: 'Probe Ops', is_super_admin: true },
          { ...row, id: 'u-3', role_name: 'Super Admin', is_super_admin: false },
          { ...row, id: 'u-4', role_name: 'Super Admin' },
        ],
      }),
    );
    expect((await admin.listUsers('u-1')).map((user) => user.isSuperAdmin)).toEqual([true, false, true]);
  });

  it('answers the permission ids of a role', async () => {
    const { backend, admin } = setup();
    backend.answerNext(json([{ permission_id: 'p-1' }, { permission_id: 2 }]));
    expect(await admin.listRolePermissionIds('u-1', 'r-1')).toEqual(['p-1', '2']);
  });

  it('reads channel types whose fields were stored as JSON text', async () => {
    const { backend, admin } = setup();
    backend.answerNext(
      json([
        {
          id: 't-1',
          name: 'DV360',
          fields: '[{"id":"f1","field_name":"api_key","field_type":"secret","is_required":true}]',
        },
      ]),
    );
    expect(await admin.listChannelTypes('u-1')).toEqual([
      {
        id: 't-1',
        name: 'DV360',
        fields: [{ id: 'f1', name: 'api_key', label: 'api_key', type: 'text', required: true }],
      },
    ]);
  });

  it('reads account settings whose values are not text', async () => {
    const { backend, admin } = setup();
    backend.answerNext(json({ settings: [{ id: 's-1', setting_key: 'limit', setting_value: 5 }] }));
    expect(await admin.listAccountSettings('u-1', 'acc-1')).toEqual([
      { id: 's-1', key: 'limit', value: '5', createdAt: '', updatedAt: '' },
    ]);
  });

  it('answers who was made an account admin', async () => {
    const { backend, admin } = setup();
    backend.answerNext(json({ success: true, data: added }));
    expect(await admin.addAccountUser('u-1', 'acc-1', { userId: 'u-5' }, true)).toEqual({
      userId: 'u-5',
      displayName: 'Ada',
      email: 'ada@example.com',
      message: 'ok',
      isAccountAdmin: true,
    });
  });

  it('keeps the whole export, and prefers its details when it fails', async () => {
    const { backend, admin } = setup();
    backend.answerNext(
      json({ total_records: '2', records: [{ a: 1 }] }),
      json({ details: 'Quota exceeded', message: 'Export failed', error: 'Internal' }, 500),
    );
    expect(await admin.exportAudienceData('u-1')).toEqual({
      totalRecords: 2,
      document: { total_records: 2, records: [{ a: 1 }] },
    });
    await expect(admin.exportAudienceData('u-1')).rejects.toMatchObject({ message: 'Quota exceeded' });
  });
});
