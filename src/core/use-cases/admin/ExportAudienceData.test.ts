import { describe, expect, it } from 'vitest';
import { BackendError } from '../../domain/errors';
import { FakeAdminPort } from '../../testing/FakeAdminPort';
import { ManualClock } from '../../testing/ManualClock';
import { ExportAudienceData } from './ExportAudienceData';

describe('ExportAudienceData', () => {
  it('names the file with a timestamp and keeps the document as it came; a failure passes the server words', async () => {
    const admin = new FakeAdminPort();
    const clock = new ManualClock(Date.parse('2026-11-23T10:00:00Z'));
    admin.answers.set('exportAudienceData', { totalRecords: 2, document: { total_records: 2, records: [] } });
    const outcome = await new ExportAudienceData(admin.port, clock).execute({ userId: 'u' });
    expect(outcome).toMatchObject({
      ok: true,
      value: { fileName: 'adara-data-export-2026-11-23T10-00-00-000Z.json', totalRecords: 2 },
    });
    expect(outcome.ok && JSON.parse(outcome.value.contents)).toEqual({ total_records: 2, records: [] });
    admin.answers.set('exportAudienceData', new BackendError('rejected', 'No audience today'));
    const failed = await new ExportAudienceData(admin.port, clock).execute({ userId: 'u' });
    expect(failed).toMatchObject({ ok: false, message: 'No audience today' });
  });
});
