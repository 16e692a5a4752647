import { describe, expect, it } from 'vitest';
import { PERMISSION_FLAGS } from '../../core/domain/permissions';
import { accountsOf, adminAccountsOf } from '../access/accounts';
import { isAdminUser, isSuperAdminUser, permissionMapOf, roleNameOf } from '../access/roles';
import { enabledChannelsOf } from '../users/enabledChannels';
import { buildSeed } from './buildSeed';

const data = buildSeed();
const user = (email: string) => {
  const found = data.users.find((candidate) => candidate.email === email);
  if (!found) throw new Error(`missing ${email}`);
  return found;
};
const grantedKeys = (email: string) =>
  Object.entries(permissionMapOf(data, user(email)))
    .filter(([, granted]) => granted)
    .map(([key]) => key)
    .sort();
const accountNames = (accounts: { name: string }[]) => accounts.map((account) => account.name).sort();

describe('seed data', () => {
  it('is the same on every run, and differs only in dates for another reference time', () => {
    expect(JSON.stringify(buildSeed())).toBe(JSON.stringify(data));
    const later = buildSeed({ referenceTime: Date.parse('2027-03-01T00:00:00Z') });
    expect(later.users.map((u) => u.email)).toEqual(data.users.map((u) => u.email));
    expect(later.chats[0]?.updated_at).not.toBe(data.chats[0]?.updated_at);
  });

  it('offers the five personas in order', () => {
    expect(data.personas.map(({ displayName, email }) => `${displayName} <${email}>`)).toEqual([
      'Sam Super <sam.super@example.com>',
      'Alex Admin <alex.admin@example.com>',
      'Avery Owner <avery.owner@example.com>',
      'Riley Planner <riley.planner@example.com>',
      'Val Viewer <val.viewer@example.com>',
    ]);
    for (const persona of data.personas) expect(persona.summary).not.toBe('');
  });

  it('makes Sam a super admin with every flag and Acme Media as own account', () => {
    const sam = user('sam.super@example.com');
    expect(roleNameOf(data, sam)).toBe('Super Admin');
    expect(isSuperAdminUser(data, sam)).toBe(true);
    expect(grantedKeys(sam.email)).toEqual(
      expect.arrayContaining([...PERMISSION_FLAGS, 'full_admin', 'impersonate_admin']),
    );
    expect(accountsOf(data, sam)[0]?.name).toBe('Acme Media');
  });

  it('makes Alex an admin of three accounts with no own account', () => {
    const alex = user('alex.admin@example.com');
    expect(roleNameOf(data, alex)).toBe('Admin');
    expect(alex.account_id).toBeNull();
    expect(isAdminUser(data, alex) && !isSuperAdminUser(data, alex)).toBe(true);
    expect(accountNames(adminAccountsOf(data, alex))).toEqual([
      'Acme Media',
      'Globex Retail',
      'Initech Auto',
    ]);
    expect(grantedKeys(alex.email)).toEqual(expect.arrayContaining([...PERMISSION_FLAGS, 'full_admin']));
    expect(grantedKeys(alex.email)).not.toContain('impersonate_admin');
  });

  it('makes Avery a regular user who is account admin of Acme Media', () => {
    const avery = user('avery.owner@example.com');
    expect(roleNameOf(data, avery)).toBe('User');
    expect(isAdminUser(data, avery)).toBe(false);
    expect(accountNames(adminAccountsOf(data, avery))).toEqual(['Acme Media']);
    expect(grantedKeys(avery.email)).toEqual(expect.arrayContaining([...PERMISSION_FLAGS]));
  });

  it('gives Riley every message flag in Acme Media and Val only sending in Globex Retail', () => {
    const riley = user('riley.planner@example.com');
    expect(accountNames(accountsOf(data, riley))).toEqual(['Acme Media']);
    expect(adminAccountsOf(data, riley)).toEqual([]);
    expect(grantedKeys(riley.email)).toEqual(expect.arrayContaining([...PERMISSION_FLAGS]));
    const val = user('val.viewer@example.com');
    expect(accountNames(accountsOf(data, val))).toEqual(['Globex Retail']);
    expect(grantedKeys(val.email)).toEqual(['can_send_message']);
  });

  it('has about twenty more users, unique ids and emails, and Umbrella Health', () => {
    expect(data.users.length).toBeGreaterThanOrEqual(25);
    expect(new Set(data.users.map((u) => u.id)).size).toBe(data.users.length);
    expect(new Set(data.users.map((u) => u.email)).size).toBe(data.users.length);
    expect(data.accounts.map((a) => a.name)).toContain('Umbrella Health');
    expect(data.roles.map((r) => r.name)).toEqual(
      expect.arrayContaining(['Super Admin', 'Admin', 'User', 'Viewer']),
    );
    expect(data.permissions.find((p) => p.key === 'create_campaign')?.is_system).toBe(true);
  });

  it('enables more channels for Acme Media than for Globex Retail, with a multi-channels setting', () => {
    const acme = enabledChannelsOf(data, 'acc-acme-media');
    for (const id of ['facebook', 'gam', 'dv360', 'ttd', 'tiktok', 'google-ads-search'])
      expect(acme[id]).toBe(true);
    const globex = enabledChannelsOf(data, 'acc-globex-retail');
    const count = (flags: Record<string, boolean>) => Object.values(flags).filter(Boolean).length;
    expect(count(globex)).toBeLessThan(count(acme));
    const setting = data.accountSettings.find(
      (s) => s.account_id === 'acc-acme-media' && s.setting_key === 'multi-channels',
    );
    expect(setting?.setting_value.split(',')).toContain('dv360');
  });

  it('gives Riley, Avery and Alex chat history with finished, approved and pinned results', () => {
    for (const id of ['u-riley-planner', 'u-avery-owner', 'u-alex-admin']) {
      expect(data.chats.some((chat) => chat.user_id === id)).toBe(true);
    }
    expect(data.chats.some((chat) => chat.pinned)).toBe(true);
    const bots = data.messages.filter((message) => message.type === 'bot');
    expect(bots.some((message) => message.status === 'approved')).toBe(true);
    const running = new Set(
      data.runs.filter((run) => run.status === 'in_progress').map((run) => run.messageId),
    );
    expect(bots.every((message) => message.status !== 'processing' || running.has(message.id))).toBe(true);
    expect(bots.filter((message) => message.jsonResponse).length).toBeGreaterThanOrEqual(5);
  });
});
