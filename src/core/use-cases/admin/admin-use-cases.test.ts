import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminUser, ChannelType, Role } from '../../domain/admin/entities';
import { ADMIN_TEXTS } from '../../domain/admin/texts';
import { BackendError } from '../../domain/errors';
import { FakeAdminPort } from '../../testing/FakeAdminPort';
import { ManualClock } from '../../testing/ManualClock';
import { AddAccountAdmin } from './AddAccountAdmin';
import { AllowUser } from './AllowUser';
import { DeleteRole } from './DeleteRole';
import { ExportAudienceData } from './ExportAudienceData';
import { LoadAccounts } from './LoadAccounts';
import { SaveChannelConfig } from './SaveChannelConfig';
import { SavePermission } from './SavePermission';
import { SaveUserAssignment } from './SaveUserAssignment';

const roles: Role[] = [
  { id: 'r-admin', name: 'Admin', user_count: 1, permission_count: 3 },
  { id: 'r-super', name: 'Super Admin', user_count: 1, permission_count: 9 },
  { id: 'r-user', name: 'User', user_count: 0, permission_count: 2 },
];
const riley: AdminUser = {
  id: 'u-riley',
  email: 'riley@example.com',
  display_name: 'Riley',
  role_id: 'r-user',
  role_name: 'User',
  accounts: [{ id: 'acc-1', name: 'Acme' }],
  last_login: null,
  created_at: '',
  is_deleted: false,
};

let admin: FakeAdminPort;
beforeEach(() => {
  admin = new FakeAdminPort();
});

describe('SaveUserAssignment', () => {
  const base = { userId: 'u-alex', actorIsSuperAdmin: false, user: riley, roles, isDeleted: false };

  it.each([
    [{ roleId: null, accountIds: ['acc-1'] }, ADMIN_TEXTS.roleRequired],
    [{ roleId: 'r-user', accountIds: [] }, ADMIN_TEXTS.accountRequired],
    [{ roleId: 'r-super', accountIds: ['acc-1'] }, ADMIN_TEXTS.superAdminRoleRefused],
    [{ roleId: 'r-user', accountIds: ['acc-1', 'acc-2'] }, ADMIN_TEXTS.singleAccountOnly],
  ])('refuses %j with the spec text and sends nothing', async (draft, text) => {
    const outcome = await new SaveUserAssignment(admin.port).execute({ ...base, ...draft });
    expect(outcome).toMatchObject({ ok: false, kind: 'not-allowed', message: text });
    expect(admin.calls).toEqual([]);
  });

  it('saves the role with its accounts, and the status as its own call only when it changed', async () => {
    const useCase = new SaveUserAssignment(admin.port);
    await useCase.execute({ ...base, roleId: 'r-admin', accountIds: ['acc-1', 'acc-2'] });
    expect(admin.calls.map((c) => c.method)).toEqual(['assignUserRole']);
    await useCase.execute({ ...base, roleId: 'r-user', accountIds: ['acc-1'], isDeleted: true });
    expect(admin.callsOf('setUserDeleted')).toEqual([['u-alex', 'u-riley', true]]);
  });
});

describe('AddAccountAdmin', () => {
  const request = { userId: 'u-alex', accountId: 'acc-1', targetUserId: 'u-2' };
  const answer = (message: string, isAdmin: boolean, userId = 'u-2') => ({
    user_id: userId,
    display_name: 'Two',
    email: 'two@example.com',
    message,
    is_account_admin: isAdmin,
  });

  it('asks for a user first', async () => {
    const outcome = await new AddAccountAdmin(admin.port).execute({ ...request, targetUserId: null });
    expect(outcome).toMatchObject({ ok: false, message: ADMIN_TEXTS.selectUserToAdd });
  });

  it.each([
    ['User added as account admin', true, ADMIN_TEXTS.adminAdded],
    ['User is already an admin of this account', true, ADMIN_TEXTS.adminAlready],
    ['User updated to admin of this account', true, ADMIN_TEXTS.adminUpdated],
  ])('recognises "%s" as success', async (message, isAdmin, text) => {
    admin.answers.set('addAccountAdmin', answer(message, isAdmin));
    const outcome = await new AddAccountAdmin(admin.port).execute(request);
    expect(outcome).toMatchObject({ ok: true, value: { message: text } });
  });

  it('confirms admin status when the answer does not', async () => {
    admin.answers.set('addAccountAdmin', answer('User added', false));
    await new AddAccountAdmin(admin.port).execute(request);
    expect(admin.callsOf('confirmAccountAdmin')).toEqual([['u-alex', 'acc-1', 'u-2']]);
  });

  it('reports a system error when the answer is about someone else', async () => {
    admin.answers.set('addAccountAdmin', answer('User added', true, 'u-9'));
    const outcome = await new AddAccountAdmin(admin.port).execute(request);
    expect(outcome).toMatchObject({ ok: false, message: ADMIN_TEXTS.wrongUserData });
  });
});

describe('the other admin flows', () => {
  it('loads accounts through the account-admin endpoint, then the super-admin one when it is empty', async () => {
    admin.answers.set('listManagedAccounts', []);
    admin.answers.set('listAllAccounts', [{ id: 'acc-1', name: 'Acme', created_at: '', updated_at: '' }]);
    const outcome = await new LoadAccounts(admin.port).execute({ userId: 'u-1' });
    expect(outcome).toMatchObject({ ok: true, value: [{ id: 'acc-1' }] });
  });

  it('keeps a role that still has users', async () => {
    const outcome = await new DeleteRole(admin.port).execute({ userId: 'u-1', role: roles[0] as Role });
    expect(outcome.ok).toBe(false);
    expect(admin.calls).toEqual([]);
  });

  it('requires key and name of a permission, and never sends a changed key', async () => {
    const useCase = new SavePermission(admin.port);
    const blank = await useCase.execute({ userId: 'u', existing: null, draft: { key: ' ', name: 'x' } });
    expect(blank).toMatchObject({ ok: false, message: ADMIN_TEXTS.permissionKeyAndName });
    const existing = { id: 'p-1', key: 'view_reports', name: 'View', is_system: false };
    await useCase.execute({ userId: 'u', existing, draft: { key: 'changed', name: 'Read reports' } });
    expect(admin.callsOf('updatePermission')).toEqual([
      ['u', 'p-1', { name: 'Read reports', description: '' }],
    ]);
  });

  it('checks an allowed user in the order of the form', async () => {
    const useCase = new AllowUser(admin.port);
    const request = { userId: 'u', actorIsSuperAdmin: false, role: roles[2] as Role, accountId: 'acc-1' };
    expect(await useCase.execute({ ...request, email: '' })).toMatchObject({
      message: ADMIN_TEXTS.emailRequired,
    });
    expect(await useCase.execute({ ...request, email: 'nope' })).toMatchObject({
      message: ADMIN_TEXTS.emailInvalid,
    });
    const superRole = await useCase.execute({ ...request, email: 'a@b.co', role: roles[1] as Role });
    expect(superRole).toMatchObject({ message: ADMIN_TEXTS.superAdminRoleRefused });
  });

  it('enforces required channel fields and sends unchecked booleans as "false"', async () => {
    const type: ChannelType = {
      id: 'ct-1',
      name: 'Facebook',
      fields: [
        { id: 'f1', field_name: 'api_key', field_label: 'API key', field_type: 'text', is_required: true },
        { id: 'f2', field_name: 'cap', field_label: 'Cap', field_type: 'number', is_required: false },
        {
          id: 'f3',
          field_name: 'sandbox',
          field_label: 'Sandbox',
          field_type: 'boolean',
          is_required: false,
        },
      ],
    };
    const useCase = new SaveChannelConfig(admin.port);
    const base = { userId: 'u', existing: null, name: 'Seat', type };
    const missing = await useCase.execute({ ...base, fields: { api_key: ' ', cap: '', sandbox: false } });
    expect(missing).toMatchObject({ ok: false, message: 'API key is required' });
    await useCase.execute({ ...base, fields: { api_key: 'k', cap: '12', sandbox: false } });
    expect(admin.callsOf('createChannel')).toEqual([
      [
        'u',
        { name: 'Seat', channel_type_id: 'ct-1', field_values: { api_key: 'k', cap: 12, sandbox: 'false' } },
      ],
    ]);
  });

  it('names the export file with a timestamp, and passes the server words on failure', async () => {
    const clock = new ManualClock(Date.parse('2026-11-23T10:00:00Z'));
    admin.answers.set('exportAudienceData', { total_records: 2, records: [] });
    const outcome = await new ExportAudienceData(admin.port, clock).execute({ userId: 'u' });
    expect(outcome).toMatchObject({
      ok: true,
      value: { fileName: 'adara-data-export-2026-11-23T10-00-00-000Z.json', totalRecords: 2 },
    });
    admin.answers.set('exportAudienceData', new BackendError('rejected', 'No audience today'));
    const failed = await new ExportAudienceData(admin.port, clock).execute({ userId: 'u' });
    expect(failed).toMatchObject({ ok: false, kind: 'rejected', message: 'No audience today' });
  });
});
