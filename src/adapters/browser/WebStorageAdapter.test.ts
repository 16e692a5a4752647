import { describe, expect, it } from 'vitest';
import { startSession } from '../../core/domain/session';
import { aUser } from '../../core/testing/users';
import { MapStorage } from './MapStorage';
import { STORAGE_KEYS, WebStorageAdapter } from './WebStorageAdapter';

function setup() {
  const local = new MapStorage();
  const session = new MapStorage();
  return { local, session, storage: new WebStorageAdapter(local, session) };
}

describe('WebStorageAdapter (spec 1 §3 stored data)', () => {
  it('keeps the agent user data record with its expiry', async () => {
    const { storage, local } = setup();
    const stored = startSession(aUser(), 'token', 1000);
    storage.saveSession(stored);
    expect(JSON.parse(local.getItem(STORAGE_KEYS.session) ?? '')).toMatchObject({
      expiresAt: stored.expiresAt,
    });
    expect(await storage.loadSession()).toEqual(stored);
    storage.clearSession();
    expect(await storage.loadSession()).toBeNull();
  });

  it('treats a malformed or foreign record as absent instead of failing', async () => {
    const { storage, local } = setup();
    local.setItem(STORAGE_KEYS.session, '{not json');
    expect(await storage.loadSession()).toBeNull();
    local.setItem(STORAGE_KEYS.session, JSON.stringify({ user: { id: 42 }, expiresAt: 'soon' }));
    expect(await storage.loadSession()).toBeNull();
  });

  it('keeps the selected account id in local storage and removes it on null', () => {
    const { storage, local } = setup();
    storage.saveSelectedAccountId('acc-1');
    expect(local.getItem('selectedAccountId')).toBe('acc-1');
    storage.saveSelectedAccountId(null);
    expect(storage.loadSelectedAccountId()).toBeNull();
  });

  it('counts page loads in session storage', () => {
    const { storage, session } = setup();
    expect(storage.countPageLoad()).toBe(1);
    expect(storage.countPageLoad()).toBe(2);
    expect(session.getItem('pageLoadCount')).toBe('2');
  });

  it('keeps UI flags and per-chat collapse states', () => {
    const { storage } = setup();
    expect(storage.loadFlag('useNewExperience')).toBe(false);
    storage.saveFlag('useNewExperience', true);
    expect(storage.loadFlag('useNewExperience')).toBe(true);
    storage.saveCollapseStates('chat-1', { 'm-1:table': true });
    expect(storage.loadCollapseStates('chat-1')).toEqual({ 'm-1:table': true });
    expect(storage.loadCollapseStates('chat-2')).toEqual({});
  });

  it('reads collapse states of another shape as none', () => {
    const { storage, local } = setup();
    for (const stored of ['[true]', '{"m-1:table":"yes"}', 'null', '{not json']) {
      local.setItem(STORAGE_KEYS.collapseStates('chat-1'), stored);
      expect(storage.loadCollapseStates('chat-1')).toEqual({});
    }
  });
});
