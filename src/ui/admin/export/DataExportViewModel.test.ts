import { describe, expect, it } from 'vitest';
import { ADMIN_TEXTS } from '../../../core/domain/admin/texts';
import { BackendError } from '../../../core/domain/errors';
import { adminHarness } from '../testing/admin-harness';
import { DataExportViewModel } from './DataExportViewModel';

describe('the Data Export card', () => {
  it('saves the file and says how many records it holds', async () => {
    const { admin, deps } = adminHarness({ isSuperAdmin: true });
    admin.answers.set('exportAudienceData', { totalRecords: 3, document: { total_records: 3 } });
    const vm = new DataExportViewModel(deps);
    const saved: string[] = [];
    await vm.exportClicked((fileName) => saved.push(fileName));
    expect(saved).toEqual(['adara-data-export-2026-11-23T09-00-00-000Z.json']);
    expect(vm.lastExport).toEqual({ fileName: saved[0], totalRecords: 3 });
  });

  it("shows the server's words, else 'Failed to export data'", async () => {
    const { admin, deps } = adminHarness({ isSuperAdmin: true });
    admin.answers.set('exportAudienceData', new BackendError('unavailable', 'Quota exceeded'));
    const vm = new DataExportViewModel(deps);
    await vm.exportClicked(() => {});
    expect(vm.error).toBe('Quota exceeded');
    admin.answers.set('exportAudienceData', new BackendError('unavailable', ''));
    await vm.exportClicked(() => {});
    expect(vm.error).toBe(ADMIN_TEXTS.exportFailed);
  });
});
