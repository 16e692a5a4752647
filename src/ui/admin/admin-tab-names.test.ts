import { describe, expect, it } from 'vitest';
import { ADMIN_TAB_NAMES } from './admin-tab-names';
import { ADMIN_TABS } from './admin-tabs';

describe('ADMIN_TAB_NAMES', () => {
  it('names every tab of the dashboard, in its order, with its access', () => {
    const names = ADMIN_TABS.map(({ id, label, superAdminOnly }) => ({ id, label, superAdminOnly }));
    expect(names).toEqual(ADMIN_TAB_NAMES);
  });
});
