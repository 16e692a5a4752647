import * as z from 'zod/mini';
import { text } from './acting';

/** POST /api/demo/token: the persona to sign in as (demo identity provider). */
export const demoTokenBody = z.strictObject({ email: text });

/** GET /api/admin/end-impersonation. */
export const endImpersonationQuery = z.strictObject({
  impersonatedBy: text.check(z.describe('The admin who started the impersonation')),
});
