import { describe, expect, it } from 'vitest';
import { aUser } from '../testing/users';
import {
  accountFetchSkipReason,
  accountSelectionState,
  actingAccountId,
  isReadyToWork,
  keepSelectionIfAvailable,
} from './account-selection';

const admin = aUser({ role: 'Admin', accountId: null, accounts: [] });
const superAdmin = aUser({ role: 'Admin', isSuperAdmin: true, accountId: 'acc-9' });

describe('which account a user acts in (spec 1 §4)', () => {
  it('uses the own account of a regular user', () => {
    expect(actingAccountId(aUser({ accountId: 'acc-1' }), 'acc-2')).toBe('acc-1');
    expect(actingAccountId(aUser({ accountId: null, accounts: [{ id: 'acc-3', name: 'X' }] }), null)).toBe(
      'acc-3',
    );
  });

  it('uses the selected account of a regular admin, and none before a choice', () => {
    expect(actingAccountId(admin, 'acc-2')).toBe('acc-2');
    expect(actingAccountId(admin, null)).toBeNull();
    expect(accountSelectionState(admin, null)).toBe('required');
    expect(accountSelectionState(admin, 'acc-2')).toBe('selected');
    expect(isReadyToWork(admin, null)).toBe(false);
  });

  it('lets a super admin skip account selection', () => {
    expect(accountSelectionState(superAdmin, null)).toBe('not-required');
    expect(actingAccountId(superAdmin, 'acc-2')).toBe('acc-9');
  });

  it('uses the selected account for an impersonated admin and the own one for other impersonated users', () => {
    expect(actingAccountId({ ...admin, isImpersonating: true }, 'acc-2')).toBe('acc-2');
    expect(actingAccountId(aUser({ isImpersonating: true, accountId: 'acc-1' }), 'acc-2')).toBe('acc-1');
  });

  it('is not ready without a user', () => {
    expect(isReadyToWork(null, 'acc-1')).toBe(false);
  });
});

describe('account list fetch (spec 1 §6, §8)', () => {
  it('is done only by regular admins, and says why it is skipped', () => {
    expect(accountFetchSkipReason(admin, false)).toBeNull();
    expect(accountFetchSkipReason(admin, true)).toBe('Already fetching accounts');
    expect(accountFetchSkipReason(superAdmin, false)).toBe('User is not a regular admin or is a super admin');
    expect(accountFetchSkipReason(aUser(), false)).toBe('User is not a regular admin or is a super admin');
    expect(accountFetchSkipReason(aUser({ userId: '' }), false)).toBe('No valid userId found');
    expect(accountFetchSkipReason(null, false)).toBe('No valid userId found');
  });

  it('keeps a stored selection only while it is one of the accounts', () => {
    const accounts = [{ id: 'a' }, { id: 'b' }];
    expect(keepSelectionIfAvailable('b', accounts)).toBe('b');
    expect(keepSelectionIfAvailable('z', accounts)).toBeNull();
    expect(keepSelectionIfAvailable(null, accounts)).toBeNull();
  });
});
