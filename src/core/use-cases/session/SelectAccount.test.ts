import { describe, expect, it } from 'vitest';
import { FakeStoragePort } from '../../testing/FakeStoragePort';
import { SelectAccount } from './SelectAccount';

describe('SelectAccount', () => {
  it('keeps the chosen account for the next visit, and forgets it when cleared', () => {
    const storage = new FakeStoragePort();
    const select = new SelectAccount(storage);
    expect(select.execute({ accountId: 'acc-globex' })).toEqual({ ok: true, value: 'acc-globex' });
    expect(storage.selectedAccountId).toBe('acc-globex');
    select.execute({ accountId: null });
    expect(storage.selectedAccountId).toBeNull();
  });
});
