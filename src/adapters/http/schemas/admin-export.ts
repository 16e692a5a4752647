import * as z from 'zod/mini';
import { count } from './admin-fields';

/** POST /api/admin/adara-data-export: kept whole, since the admin saves it as a file. */
export const audienceExportAnswer = z.looseObject({ total_records: count });
