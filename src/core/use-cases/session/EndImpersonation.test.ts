import { describe, expect, it } from 'vitest';
import { startSession } from '../../domain/session';
import { FakeAuthPort } from '../../testing/FakeAuthPort';
import { FakeStoragePort } from '../../testing/FakeStoragePort';
import { aUser } from '../../testing/users';
import { EndImpersonation } from './EndImpersonation';

const sam = aUser({ userId: 'u-sam', isSuperAdmin: true });
const riley = aUser({ userId: 'u-riley', isImpersonating: true, impersonatedBy: 'u-sam' });

describe('EndImpersonation', () => {
  it('gives the session back to the original user', async () => {
    const auth = new FakeAuthPort([sam]);
    const storage = new FakeStoragePort();
    const session = startSession(riley, 'sam-token', 0);
    const outcome = await new EndImpersonation(auth, storage).execute({ session });
    expect(outcome).toEqual({ ok: true, value: { ...session, user: sam } });
    expect(storage.session?.user.userId).toBe('u-sam');
    expect(auth.callsOf('endImpersonation')).toEqual([['u-sam']]);
  });

  it.each([
    ['nobody is signed in', null],
    ['the user is not impersonating', startSession(sam, 't', 0)],
  ])('refuses without a call when %s', async (_case, session) => {
    const auth = new FakeAuthPort([sam]);
    const outcome = await new EndImpersonation(auth, new FakeStoragePort()).execute({ session });
    expect(outcome).toEqual({
      ok: false,
      kind: 'not-allowed',
      message: 'You are not currently impersonating anyone.',
      cause: undefined,
    });
    expect(auth.calls).toHaveLength(0);
  });

  it('keeps the impersonated user when the backend fails', async () => {
    const auth = new FakeAuthPort([sam]);
    auth.failing.add('endImpersonation');
    const storage = new FakeStoragePort();
    const session = startSession(riley, 'sam-token', 0);
    storage.session = session;
    const outcome = await new EndImpersonation(auth, storage).execute({ session });
    expect(outcome).toMatchObject({ ok: false, kind: 'unavailable' });
    expect(storage.session).toEqual(session);
  });
});
