import { describe, expect, it } from 'vitest';
import { FakeStoragePort } from '../../testing/FakeStoragePort';
import { LoadUiMode } from './LoadUiMode';
import { SaveUiMode } from './SaveUiMode';

describe('the UI mode flags', () => {
  it('reads back what was saved, both flags off by default', () => {
    const storage = new FakeStoragePort();
    expect(new LoadUiMode(storage).execute()).toEqual({
      useNewExperience: false,
      newSidebarCollapsed: false,
    });
    new SaveUiMode(storage).execute({ flag: 'useNewExperience', value: true });
    expect(new LoadUiMode(storage).execute()).toEqual({ useNewExperience: true, newSidebarCollapsed: false });
  });
});
