import { describe, expect, it } from 'vitest';
import { adminHarness } from '../testing/admin-harness';
import { AuditTabViewModel } from './audit.resource';

describe('the Audit tab', () => {
  it('reads the trail, and again with the filters chosen', async () => {
    const { admin, pass, opened } = adminHarness({ isSuperAdmin: true });
    const entry = {
      id: 'e-1',
      at: '2026-11-23T09:00:00Z',
      adminUserId: 'u-sam',
      adminEmail: 'sam@example.com',
      targetUserId: 'u-riley',
      targetEmail: 'riley@example.com',
      actingUserId: 'u-riley',
      actingEmail: 'riley@example.com',
      action: 'Renamed a chat',
      path: '/api/chat-history/c-1',
    };
    admin.answers.set('listAuditTrail', [entry]);
    admin.answers.set('listUsers', []);
    const tab = await opened((deps) => new AuditTabViewModel(deps));
    expect(tab.section.collection.rows.map((row) => row.action)).toEqual(['Renamed a chat']);
    const actedAs = tab.section.view.columns.find((column) => column.header === 'Acted as');
    expect(actedAs?.text?.(entry)).toBe('riley@example.com');
    tab.filterChanged({ adminId: 'u-sam', from: '2026-11-01' });
    await pass();
    expect(admin.callsOf('listAuditTrail').at(-1)).toEqual([
      'u-alex',
      { adminId: 'u-sam', targetId: '', from: '2026-11-01', to: '' },
    ]);
  });
});
