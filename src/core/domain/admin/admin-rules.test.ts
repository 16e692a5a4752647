import { describe, expect, it } from 'vitest';
import { adminUser, anAccountUser } from '../../testing/admin-fixtures';
import { nextSort, sortRows } from '../lists/sorting';
import { adminCandidates, matchesAccountUserSearch } from './account-admin-rules';
import { isSecretField } from './channel-fields';
import { landingTab, visibleTabs } from './tabs';
import { accountsForRole, matchesUserSearch, rolesOfferedTo } from './user-rules';

const user = (id: string, email: string, roleName: string) => adminUser({ id, email, roleName });

describe('sorting (spec 3 §5)', () => {
  const rows = [{ at: '2026-01-02' }, { at: null }, { at: '2025-12-31' }, { at: '2026-01-10' }];
  it('sorts dates as dates with empty values last when ascending, first when descending', () => {
    expect(sortRows(rows, (r) => r.at, 'date', 'asc').map((r) => r.at)).toEqual([
      '2025-12-31',
      '2026-01-02',
      '2026-01-10',
      null,
    ]);
    expect(sortRows(rows, (r) => r.at, 'date', 'desc').map((r) => r.at)[0]).toBe(null);
  });
  it('toggles the direction on the same header and starts ascending on another', () => {
    expect(nextSort({ column: 'a', direction: 'asc' }, 'a')).toEqual({ column: 'a', direction: 'desc' });
    expect(nextSort<'a' | 'b'>({ column: 'a', direction: 'desc' }, 'b')).toEqual({
      column: 'b',
      direction: 'asc',
    });
  });
});

describe('user rules (spec 3 §4, §5)', () => {
  it('searches email or name without case', () => {
    expect(matchesUserSearch({ email: 'Riley@x.com', displayName: 'R P' }, 'riley')).toBe(true);
    expect(matchesUserSearch({ email: 'a@x.com', displayName: 'Riley Planner' }, 'PLANNER')).toBe(true);
    expect(matchesUserSearch({ email: 'a@x.com', displayName: 'b' }, 'zzz')).toBe(false);
  });
  it('trims the accounts to the first one for a non-Admin role', () => {
    expect(accountsForRole('User', ['a', 'b'])).toEqual(['a']);
    expect(accountsForRole('Admin', ['a', 'b'])).toEqual(['a', 'b']);
  });
  it('hides every role that makes a Super Admin, whatever its name, from non-super admins', () => {
    const roles = [
      { name: 'Admin', makesSuperAdmin: false },
      { name: 'Super Admin', makesSuperAdmin: true },
      { name: 'Probe Ops', makesSuperAdmin: true },
    ];
    expect(rolesOfferedTo(roles, false).map((role) => role.name)).toEqual(['Admin']);
    expect(rolesOfferedTo(roles, true)).toHaveLength(3);
  });
});

describe('account admins (spec 3 §5)', () => {
  it('offers Admin-role users not on the account, one per email', () => {
    const users = [
      user('u1', 'a@x.com', 'Admin'),
      user('u2', 'A@x.com', 'Admin'),
      user('u3', 'b@x.com', 'User'),
      user('u4', 'c@x.com', 'Admin'),
    ];
    const onAccount = [anAccountUser({ userId: 'u4', id: 'u4', email: 'c@x.com' })];
    expect(adminCandidates(users, onAccount).map((u) => u.id)).toEqual(['u1']);
  });
  it('searches account users by email, name or role', () => {
    const member = anAccountUser({ email: 'a@x.com', displayName: 'Ann', roleName: 'Admin' });
    expect(matchesAccountUserSearch(member, 'admin')).toBe(true);
    expect(matchesAccountUserSearch(member, 'bob')).toBe(false);
  });
});

describe('dashboard tabs and secret fields', () => {
  it('shows super-admin tabs to super admins only, and switches others to the first tab', () => {
    const tabs = [
      { id: 'first', superAdminOnly: false },
      { id: 'secret', superAdminOnly: true },
    ] as const;
    expect(visibleTabs(tabs, true).map((t) => t.id)).toEqual(['first', 'secret']);
    expect(visibleTabs(tabs, false).map((t) => t.id)).toEqual(['first']);
    expect(landingTab(tabs, 'secret', false)).toEqual({ tab: 'first', deniedSuperAdminTab: true });
    expect(landingTab(tabs, 'secret', true)).toEqual({ tab: 'secret', deniedSuperAdminTab: false });
  });
  it.each([
    ['api_key', true],
    ['client_secret', true],
    ['Refresh_Token', true],
    ['platform_account_id', false],
    ['daily_spend_cap', false],
  ])('masks %s: %s', (name, masked) => {
    expect(isSecretField(name)).toBe(masked);
  });
});
