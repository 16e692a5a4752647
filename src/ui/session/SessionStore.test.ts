import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventTargetEvents } from '../../adapters/browser/EventTargetEvents';
import { MapStorage } from '../../adapters/browser/MapStorage';
import { WebStorageAdapter } from '../../adapters/browser/WebStorageAdapter';
import { sessionUseCases } from '../../composition/use-cases/session';
import { CONTEXT_WAIT_MESSAGE, SESSION_LIFETIME_MS } from '../../core/domain/session';
import type { User } from '../../core/domain/user';
import type { AuthPort } from '../../core/ports/AuthPort';
import { FakeAuthPort } from '../../core/testing/FakeAuthPort';
import { ManualClock, settle } from '../../core/testing/ManualClock';
import { aUser } from '../../core/testing/users';
import { EndImpersonation } from '../../core/use-cases/session/EndImpersonation';
import { StartImpersonation } from '../../core/use-cases/session/StartImpersonation';
import { Impersonation } from './Impersonation';
import { SessionStore } from './SessionStore';

const riley = aUser({ userId: 'u-riley', accountId: 'acc-acme', enabledChannels: { facebook: true } });
const alex = aUser({
  userId: 'u-alex',
  role: 'Admin',
  accountId: null,
  accounts: [],
  permissions: { full_admin: true },
});
const accounts = [
  { id: 'acc-acme', name: 'Acme Media' },
  { id: 'acc-globex', name: 'Globex Retail' },
];

/** The backend of these users, offering both accounts, with DV360 enabled. */
function fakeAuth(...users: User[]): FakeAuthPort {
  const auth = new FakeAuthPort(users);
  auth.accounts = accounts;
  auth.channels = { dv360: true };
  return auth;
}

function setup(auth: AuthPort, local = new MapStorage()) {
  const clock = new ManualClock();
  const storage = new WebStorageAdapter(local, new MapStorage());
  const target = new EventTarget();
  const events = new EventTargetEvents(target);
  const store = new SessionStore(sessionUseCases({ auth, storage, events, clock }), clock);
  // The Users tab and the banner switch the acting user through it (composed with the signed-in frame).
  const impersonation = new Impersonation(
    {
      startImpersonation: new StartImpersonation(auth, storage),
      endImpersonation: new EndImpersonation(auth, storage),
    },
    store,
  );
  return { clock, storage, store, target, local, impersonation };
}

afterEach(() => vi.restoreAllMocks());

describe('SessionStore', () => {
  it('signs in with a token, stores a three-day session and acts in the own account', async () => {
    const { store, storage, clock } = setup(fakeAuth(riley));
    await store.restore();
    expect(store.status).toBe('signed-out');
    expect((await store.signInAsPersona(riley.email)).ok).toBe(true);
    expect(store.status).toBe('signed-in');
    expect(store.actingContext).toEqual({ userId: 'u-riley', accountId: 'acc-acme' });
    expect((await storage.loadSession())?.expiresAt).toBe(clock.now() + SESSION_LIFETIME_MS);
    await settle();
    expect(store.enabledChannels).toEqual({ dv360: true });
  });

  it('treats an expired stored session as absent and removes it', async () => {
    const { store, clock, local } = setup(fakeAuth(riley));
    await store.signInAsPersona(riley.email);
    clock.jump(SESSION_LIFETIME_MS);
    const next = setup(fakeAuth(riley), local);
    next.clock.jump(clock.now() - next.clock.now());
    await next.store.restore();
    expect(next.store.status).toBe('signed-out');
    expect(await next.storage.loadSession()).toBeNull();
  });

  it('only logs a failed sign-in ("Login Failed")', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store } = setup(fakeAuth(riley));
    await store.restore();
    expect(await store.signInWithToken('not-a-token')).toBe(false);
    expect(store.status).toBe('signed-out');
    expect(log).toHaveBeenCalledWith('Login Failed', expect.stringMatching(/^Invalid token specified/));
  });

  it('makes a regular admin choose an account, clears the choice on login and announces the accounts', async () => {
    const { store, storage, target, clock } = setup(fakeAuth(alex));
    const announced: unknown[] = [];
    target.addEventListener('accountsLoaded', (e) => announced.push((e as CustomEvent).detail));
    storage.saveSelectedAccountId('acc-globex');
    await store.restore();
    await store.signInAsPersona(alex.email);
    expect(storage.loadSelectedAccountId()).toBeNull();
    expect(store.selectionState).toBe('required');
    expect(store.isReady).toBe(false);
    await clock.advance(50);
    expect(announced).toEqual([
      expect.objectContaining({ selectedAccountId: null, accounts, source: 'login', timestamp: clock.now() }),
    ]);
    store.selectAccount('acc-globex');
    expect(store.isReady).toBe(true);
    expect(store.actingContext).toEqual({ userId: 'u-alex', accountId: 'acc-globex' });
    expect(storage.loadSelectedAccountId()).toBe('acc-globex');
  });

  it('restores a stored session with the account the admin had chosen, while it is still offered', async () => {
    const { store, storage, local } = setup(fakeAuth(alex));
    await store.signInAsPersona(alex.email);
    await settle();
    store.selectAccount('acc-globex');
    const next = setup(fakeAuth(alex), local);
    await next.store.restore();
    expect(next.store.status).toBe('signed-in');
    expect(next.store.accountsSettled).toBe(false);
    await settle();
    expect(next.store.accountsSettled).toBe(true);
    expect(next.store.actingContext).toEqual({ userId: 'u-alex', accountId: 'acc-globex' });
    expect(storage.loadSelectedAccountId()).toBe('acc-globex');
  });

  it("answers a failed impersonation with the backend's words and keeps the admin", async () => {
    const sam = aUser({ userId: 'u-sam', isSuperAdmin: true });
    // Nobody is impersonable: the backend answers 'User not found'.
    const auth = fakeAuth(sam);
    const { store, impersonation } = setup(auth);
    await store.signInAsPersona(sam.email);
    const starting = impersonation.start('u-gone');
    expect(store.identityChanging).toBe(true);
    expect(await starting).toMatchObject({ ok: false, message: 'User not found' });
    expect(store.user?.userId).toBe('u-sam');
    expect(store.identityChanging).toBe(false);
  });

  it('clears the session and the selected account on sign-out', async () => {
    const { store, storage } = setup(fakeAuth(alex));
    await store.signInAsPersona(alex.email);
    await settle();
    store.selectAccount('acc-acme');
    store.signOut();
    expect(await storage.loadSession()).toBeNull();
    expect(storage.loadSelectedAccountId()).toBeNull();
    expect(store.status).toBe('signed-out');
  });

  it('gives up after 5 s when a regular admin gets no accounts', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = fakeAuth(alex);
    failing.failing.add('fetchAccounts');
    const { store, clock } = setup(failing);
    await store.signInAsPersona(alex.email);
    await clock.advance(4999);
    expect(store.contextError).toBeNull();
    await clock.advance(1);
    expect(store.contextError).toBe(CONTEXT_WAIT_MESSAGE);
  });

  it('falls back to the user own enabled channels when the channel call fails', async () => {
    const failing = fakeAuth(riley);
    failing.failing.add('fetchEnabledChannels');
    const { store } = setup(failing);
    await store.signInAsPersona(riley.email);
    await settle();
    expect(store.enabledChannels).toEqual({ facebook: true });
  });

  it('replaces the acting user while impersonating and restores the original after', async () => {
    const sam = aUser({ userId: 'u-sam', isSuperAdmin: true, displayName: 'Sam Super' });
    const impersonated = { ...riley, isImpersonating: true, impersonatedBy: 'u-sam' };
    const auth = fakeAuth(sam);
    auth.impersonated.set('u-riley', impersonated);
    const { store, storage, impersonation } = setup(auth);
    await store.signInAsPersona(sam.email);
    const token = (await storage.loadSession())?.idToken;
    expect(await impersonation.start('u-riley')).toEqual({ ok: true, value: undefined });
    expect(store.actingContext).toEqual({ userId: 'u-riley', accountId: 'acc-acme' });
    expect((await storage.loadSession())?.idToken).toBe(token);
    await impersonation.end();
    expect(store.user?.userId).toBe('u-sam');
    expect(await impersonation.end()).toMatchObject({
      ok: false,
      kind: 'not-allowed',
      message: 'You are not currently impersonating anyone.',
    });
  });

  it('says why the backend stopped answering an impersonation, until the admin acts as themselves again', async () => {
    const sam = aUser({ userId: 'u-sam', isSuperAdmin: true, displayName: 'Sam Super' });
    const impersonated = { ...riley, isImpersonating: true, impersonatedBy: 'u-sam' };
    const auth = fakeAuth(sam);
    auth.impersonated.set('u-riley', impersonated);
    const { store, impersonation } = setup(auth);
    await store.signInAsPersona(sam.email);
    store.backendSignedOut('Token expired');
    expect(store.impersonationLapse).toBeNull();
    await impersonation.start('u-riley');
    const why = 'Riley Planner has been deactivated: the impersonation has ended';
    store.backendSignedOut(why);
    expect(store.impersonationLapse).toBe(why);
    await impersonation.end();
    expect(store.impersonationLapse).toBeNull();
  });
});
