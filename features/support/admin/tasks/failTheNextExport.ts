import { answerTheNextCall } from '../../calls/refuseTheNextCall';

/** The demo backend fails the next audience export with a 500 carrying `details` (spec 3 §8). */
export const failTheNextExport = (details: string) =>
  answerTheNextCall(
    'POST /api/admin/adara-data-export',
    500,
    JSON.stringify({ error: 'Internal Server Error', message: 'Export failed', details }),
  );
