import { describe, expect, it } from 'vitest';
import { FakeStoragePort } from '../../core/testing/FakeStoragePort';
import { LoadUiMode } from '../../core/use-cases/ui-mode/LoadUiMode';
import { SaveUiMode } from '../../core/use-cases/ui-mode/SaveUiMode';
import { UiModeViewModel } from './UiModeViewModel';

function uiMode(storage: FakeStoragePort, session: { isAdmin: boolean; isSuperAdmin: boolean }) {
  return new UiModeViewModel(new LoadUiMode(storage), new SaveUiMode(storage), session);
}

describe('UiModeViewModel', () => {
  it('starts from the stored flags and stores every change', () => {
    const storage = new FakeStoragePort();
    storage.flags.useNewExperience = true;
    const mode = uiMode(storage, { isAdmin: true, isSuperAdmin: false });
    expect(mode.useNewExperience).toBe(true);
    expect(mode.toggleLabel).toBe('Classic UI');
    mode.modeToggled();
    mode.collapseToggled();
    expect(storage.flags).toEqual({ useNewExperience: false, newSidebarCollapsed: true });
  });

  it('offers the toggle to admins and super admins only', () => {
    const storage = new FakeStoragePort();
    const regular = uiMode(storage, { isAdmin: false, isSuperAdmin: false });
    expect(regular.canToggleMode).toBe(false);
    regular.modeToggled();
    expect(storage.flags.useNewExperience).toBeUndefined();
    expect(uiMode(storage, { isAdmin: false, isSuperAdmin: true }).canToggleMode).toBe(true);
  });
});
