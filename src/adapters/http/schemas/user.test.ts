import { describe, expect, it } from 'vitest';
import { userAnswer, userSchema } from './user';

const base = { email: 'riley.planner@example.com' };

describe('user DTO normalisation', () => {
  it('reads the contract fields into a core User', () => {
    // Fields the contract already names as the core does pass through unchanged.
    const unchanged = {
      email: 'riley.planner@example.com',
      role: 'User',
      accountId: 'acc-1',
      accounts: [{ id: 'acc-1', name: 'Acme Media' }],
      enabledChannels: { dv360: true, ttd: false },
      permissions: { can_send_message: true },
      isSuperAdmin: false,
      isImpersonating: true,
      impersonatedBy: 'u-admin',
    };
    const user = userSchema.parse({
      ...unchanged,
      id: 'u-1',
      display_name: 'Riley Planner',
      given_name: 'Riley',
      picture_url: 'https://img.example.com/r.png',
    });
    expect(user).toEqual({
      ...unchanged,
      userId: 'u-1',
      displayName: 'Riley Planner',
      givenName: 'Riley',
      pictureUrl: 'https://img.example.com/r.png',
    });
  });

  it('takes userId when there is no id, and numeric ids as text', () => {
    expect(userSchema.parse({ ...base, userId: 'u-7' }).userId).toBe('u-7');
    expect(userSchema.parse({ ...base, id: 42 }).userId).toBe('42');
  });

  it('refuses a user with neither id nor userId', () => {
    expect(userSchema.safeParse(base).success).toBe(false);
  });

  it('takes the account from accountId, else account_id, else the first account', () => {
    expect(userSchema.parse({ ...base, id: 'u', accountId: 'a1', account_id: 'a2' }).accountId).toBe('a1');
    expect(userSchema.parse({ ...base, id: 'u', account_id: 'a2' }).accountId).toBe('a2');
    expect(userSchema.parse({ ...base, id: 'u', accounts: [{ id: 'a3', name: 'Three' }] }).accountId).toBe(
      'a3',
    );
    expect(userSchema.parse({ ...base, id: 'u' }).accountId).toBeNull();
  });

  it('takes role, else role_name, also when role is an object', () => {
    expect(userSchema.parse({ ...base, id: 'u', role: 'Admin', role_name: 'User' }).role).toBe('Admin');
    expect(userSchema.parse({ ...base, id: 'u', role_name: 'Admin' }).role).toBe('Admin');
    expect(userSchema.parse({ ...base, id: 'u', role: { name: 'Super Admin' } }).role).toBe('Super Admin');
  });

  it('takes permissions, else role_permissions, keeping only boolean flags', () => {
    expect(
      userSchema.parse({ ...base, id: 'u', role_permissions: { can_approve: true } }).permissions,
    ).toEqual({
      can_approve: true,
    });
    expect(
      userSchema.parse({
        ...base,
        id: 'u',
        permissions: { can_approve: false, full_admin: 'yes' },
        role_permissions: { can_approve: true, can_regenerate: true },
      }).permissions,
    ).toEqual({ can_approve: false, can_regenerate: true });
  });

  it('defaults what is missing instead of refusing the user', () => {
    const user = userSchema.parse({
      ...base,
      userId: 'u',
      accounts: 'not a list',
      isSuperAdmin: 'no',
      extra: 1,
    });
    expect(user).toMatchObject({
      displayName: '',
      role: '',
      accounts: [],
      enabledChannels: {},
      permissions: {},
      isSuperAdmin: false,
      isImpersonating: false,
    });
  });

  it('reads the user wrapped as { user }, { data: { user } } or bare', () => {
    const dto = { ...base, id: 'u-9' };
    expect(userAnswer.parse({ user: dto }).userId).toBe('u-9');
    expect(userAnswer.parse({ data: { user: dto } }).userId).toBe('u-9');
    expect(userAnswer.parse(dto).userId).toBe('u-9');
  });
});
