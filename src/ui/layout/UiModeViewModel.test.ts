import { describe, expect, it } from 'vitest';
import type { StoragePort, UiFlag } from '../../core/ports/StoragePort';
import { UiModeViewModel } from './UiModeViewModel';

function flagStorage(initial: Partial<Record<UiFlag, boolean>> = {}) {
  const flags = { ...initial };
  const storage = {
    loadFlag: (flag: UiFlag) => flags[flag] === true,
    saveFlag: (flag: UiFlag, value: boolean) => {
      flags[flag] = value;
    },
  } as unknown as StoragePort;
  return { storage, flags };
}

describe('UiModeViewModel', () => {
  it('starts from the stored flags and stores every change', () => {
    const { storage, flags } = flagStorage({ useNewExperience: true });
    const mode = new UiModeViewModel(storage, { isAdmin: true, isSuperAdmin: false });
    expect(mode.useNewExperience).toBe(true);
    expect(mode.toggleLabel).toBe('Classic UI');
    mode.modeToggled();
    mode.collapseToggled();
    expect(flags).toEqual({ useNewExperience: false, newSidebarCollapsed: true });
  });

  it('offers the toggle to admins and super admins only', () => {
    const { storage, flags } = flagStorage();
    const regular = new UiModeViewModel(storage, { isAdmin: false, isSuperAdmin: false });
    expect(regular.canToggleMode).toBe(false);
    regular.modeToggled();
    expect(flags.useNewExperience).toBeUndefined();
    expect(new UiModeViewModel(storage, { isAdmin: false, isSuperAdmin: true }).canToggleMode).toBe(true);
  });
});
