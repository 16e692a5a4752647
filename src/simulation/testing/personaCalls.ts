import { createTestBackend, type TestBackend } from './testBackend';

export const PERSONA_EMAILS = {
  sam: 'sam.super@example.com',
  alex: 'alex.admin@example.com',
  avery: 'avery.owner@example.com',
  riley: 'riley.planner@example.com',
  val: 'val.viewer@example.com',
} as const;

export type PersonaKey = keyof typeof PERSONA_EMAILS;

/**
 * A fresh backend and a way to call it as a persona, sending their own `userId` (or `asUserId`,
 * the user they impersonate) as the route takes it: the query for GET and DELETE, else the body.
 */
export function personaCalls(backend: TestBackend = createTestBackend()) {
  async function as(
    who: PersonaKey,
    method: string,
    path: string,
    body: Record<string, unknown> = {},
    asUserId = backend.userByEmail(PERSONA_EMAILS[who]).id,
  ) {
    const token = await backend.tokenFor(PERSONA_EMAILS[who]);
    const read = method === 'GET' || method === 'DELETE';
    return backend.call(method, path, {
      token,
      ...(read
        ? { query: { userId: asUserId, ...(body as Record<string, string>) } }
        : { body: { ...body, userId: asUserId } }),
    });
  }
  return { backend, as };
}
