import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionUseCases } from '../../composition/use-cases/session';
import { FakeAuthPort } from '../../core/testing/FakeAuthPort';
import { FakeEventsPort } from '../../core/testing/FakeEventsPort';
import { FakeStoragePort } from '../../core/testing/FakeStoragePort';
import { ManualClock, settle } from '../../core/testing/ManualClock';
import { aUser } from '../../core/testing/users';
import { SessionStore } from '../session/SessionStore';
import { LoginViewModel } from './LoginViewModel';

const riley = aUser({ userId: 'u-riley', email: 'riley@example.com' });
const persona = { email: riley.email, displayName: 'Riley Planner', summary: 'Planner' };

async function setup() {
  const auth = new FakeAuthPort([riley]);
  auth.personas = [persona];
  const clock = new ManualClock();
  const useCases = sessionUseCases({
    auth,
    storage: new FakeStoragePort(),
    events: new FakeEventsPort(),
    clock,
  });
  const session = new SessionStore(useCases, clock);
  await session.restore();
  return { auth, session, login: new LoginViewModel(session, useCases.listDemoPersonas) };
}

afterEach(() => vi.restoreAllMocks());

describe('LoginViewModel', () => {
  it('opens the chooser with the demo personas, asking for them only once', async () => {
    const { auth, login } = await setup();
    login.signInButtonClicked();
    expect(login.chooserOpen).toBe(true);
    expect(login.loadingPersonas).toBe(true);
    await settle();
    expect(login.personas).toEqual([persona]);
    expect(login.loadingPersonas).toBe(false);
    login.chooserClosed();
    login.signInButtonClicked();
    expect(auth.callsOf('listDemoPersonas')).toHaveLength(1);
  });

  it('says the personas are unavailable when the demo identity provider cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { auth, login } = await setup();
    auth.failing.add('listDemoPersonas');
    login.signInButtonClicked();
    await settle();
    expect(login.personasUnavailable).toBe(true);
    expect(login.personas).toEqual([]);
  });

  it('signs in as the chosen persona and closes the chooser', async () => {
    const { session, login } = await setup();
    login.signInButtonClicked();
    await settle();
    expect(await login.personaChosen(riley.email)).toBe(true);
    expect(session.status).toBe('signed-in');
    expect(login.chooserOpen).toBe(false);
  });

  it('keeps the chooser open when the sign-in fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { session, login } = await setup();
    login.signInButtonClicked();
    await settle();
    expect(await login.personaChosen('nobody@example.com')).toBe(false);
    expect(session.status).toBe('signed-out');
    expect(login.chooserOpen).toBe(true);
    expect(log).toHaveBeenCalledWith('Login Failed', 'Unknown persona');
    expect(login.refusal).toBe('Unknown persona');
  });

  it('shows nothing when the sign-in failed rather than was refused (spec 1 §2: only logged)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { auth, login } = await setup();
    login.signInButtonClicked();
    await settle();
    await login.personaChosen('nobody@example.com');
    auth.failing.add('requestDemoToken');
    expect(await login.personaChosen(riley.email)).toBe(false);
    expect(login.refusal).toBeNull();
    expect(login.chooserOpen).toBe(true);
    expect(log).toHaveBeenLastCalledWith('Login Failed', 'requestDemoToken failed');
  });

  it('forgets an earlier refusal when an email then signs in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { login } = await setup();
    await login.personaChosen('nobody@example.com');
    expect(await login.personaChosen(riley.email)).toBe(true);
    expect(login.refusal).toBeNull();
  });
});
