import * as z from 'zod/mini';
import type { StoredSession } from '../../core/domain/session';

const storedSessionSchema = z.object({
  user: z.looseObject({
    userId: z.string().check(z.minLength(1)),
    email: z.string(),
    displayName: z.string(),
    role: z.string(),
    accountId: z.nullable(z.string()),
    accounts: z.array(z.looseObject({ id: z.string(), name: z.string() })),
    enabledChannels: z.record(z.string(), z.boolean()),
    permissions: z.record(z.string(), z.boolean()),
    isSuperAdmin: z.boolean(),
    isImpersonating: z.boolean(),
  }),
  idToken: z.string(),
  expiresAt: z.number(),
});

/**
 * The stored agent user data, or null when it has another shape (an older version's, or edited by
 * hand). Its own module: WebStorageAdapter imports it when a session is stored, so zod stays out
 * of the first load of /login.
 */
export function readStoredSession(value: unknown): StoredSession | null {
  const parsed = storedSessionSchema.safeParse(value);
  return parsed.success ? (parsed.data as StoredSession) : null;
}
