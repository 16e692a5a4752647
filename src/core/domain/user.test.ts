import { describe, expect, it } from 'vitest';
import { aUser } from '../testing/users';
import { PERMISSION_FLAGS } from './permissions';
import { can, displayNameOf, isAdmin, isRegularAdmin, isSuperAdmin } from './user';

describe('admin and super-admin detection (spec 1 §6)', () => {
  it('treats role Admin or the full_admin flag as admin', () => {
    expect(isAdmin(aUser({ role: 'Admin' }))).toBe(true);
    expect(isAdmin(aUser({ role: 'User', permissions: { full_admin: true } }))).toBe(true);
    expect(isAdmin(aUser({ role: 'User' }))).toBe(false);
    expect(isAdmin(aUser({ role: 'admin' }))).toBe(false);
  });

  it('treats isSuperAdmin or the impersonate_admin flag as super admin', () => {
    expect(isSuperAdmin(aUser({ isSuperAdmin: true }))).toBe(true);
    expect(isSuperAdmin(aUser({ permissions: { impersonate_admin: true } }))).toBe(true);
    expect(isSuperAdmin(aUser())).toBe(false);
  });

  it('calls only an admin who is not a super admin a regular admin', () => {
    expect(isRegularAdmin(aUser({ role: 'Admin' }))).toBe(true);
    expect(isRegularAdmin(aUser({ role: 'Admin', isSuperAdmin: true }))).toBe(false);
    expect(isRegularAdmin(aUser({ role: 'User' }))).toBe(false);
  });
});

describe('permission flags (spec 1 §6)', () => {
  it.each(PERMISSION_FLAGS)('grants %s only when the flag is true', (flag) => {
    expect(can(aUser({ permissions: { [flag]: true } }), flag)).toBe(true);
    expect(can(aUser({ permissions: { [flag]: false } }), flag)).toBe(false);
    expect(can(aUser({ permissions: {} }), flag)).toBe(false);
  });

  it('keeps the backend spelling of the chat-history flag', () => {
    expect(PERMISSION_FLAGS).toContain('can_manage_chat_hisotry');
    expect(can(aUser({ permissions: { can_manage_chat_history: true } }), 'can_manage_chat_hisotry')).toBe(
      false,
    );
  });

  it('grants nothing to nobody', () => {
    expect(can(null, 'can_send_message')).toBe(false);
  });
});

describe('display name', () => {
  it('falls back from display name to given name to the email local part', () => {
    expect(displayNameOf(aUser({ displayName: 'Sam Super' }))).toBe('Sam Super');
    expect(displayNameOf(aUser({ displayName: '', givenName: 'Sam' }))).toBe('Sam');
    expect(displayNameOf(aUser({ displayName: '', email: 'sam@example.com' }))).toBe('sam');
  });
});
