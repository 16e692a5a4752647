import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_LIFETIME_MS, startSession } from '../../domain/session';
import { FakeStoragePort } from '../../testing/FakeStoragePort';
import { ManualClock } from '../../testing/ManualClock';
import { aUser } from '../../testing/users';
import { RestoreSession } from './RestoreSession';

describe('RestoreSession', async () => {
  let storage: FakeStoragePort;
  let clock: ManualClock;
  let restore: RestoreSession;

  beforeEach(() => {
    storage = new FakeStoragePort();
    clock = new ManualClock();
    restore = new RestoreSession(storage, clock);
  });

  it('answers the stored session and the selected account, counting the page load', async () => {
    const session = startSession(aUser(), 'token', clock.now());
    storage.session = session;
    storage.selectedAccountId = 'acc-2';
    expect(await restore.execute()).toEqual({ ok: true, value: { session, selectedAccountId: 'acc-2' } });
    expect(storage.pageLoads).toBe(1);
  });

  it('answers null when nothing is stored', async () => {
    expect(await restore.execute()).toEqual({ ok: true, value: null });
    expect(storage.pageLoads).toBe(1);
  });

  it('removes a session whose three days have passed and answers null', async () => {
    storage.session = startSession(aUser(), 'token', clock.now());
    clock.jump(SESSION_LIFETIME_MS - 1);
    expect(await restore.execute()).toMatchObject({
      ok: true,
      value: { selectedAccountId: null },
    });
    clock.jump(1);
    expect(await restore.execute()).toEqual({ ok: true, value: null });
    expect(storage.session).toBeNull();
  });
});
