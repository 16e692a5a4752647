import { describe, expect, it } from 'vitest';
import { allRoutes } from '../api/routes';
import { createTestBackend } from '../testing/testBackend';

/** Issue 27: every query parameter of every route has a limit (ids 128, searches 200). */
async function asSam() {
  const backend = createTestBackend();
  return { backend, token: await backend.tokenFor('sam.super@example.com') };
}

const SAM = 'u-sam-super';

describe('query parameters are limited like bodies', () => {
  it('GET /api/admin/audit?adminId=<12,000 characters> as Sam is a 400 naming adminId', async () => {
    const { backend, token } = await asSam();
    const answer = await backend.call('GET', '/api/admin/audit', {
      token,
      query: { userId: SAM, adminId: 'a'.repeat(12_000) },
    });
    expect(answer).toMatchObject({
      status: 400,
      json: { error: 'adminId is too long: the limit is 128 characters' },
    });
  });

  it('answers an adminId of 128 characters as before: no entries', async () => {
    const { backend, token } = await asSam();
    const answer = await backend.call('GET', '/api/admin/audit', {
      token,
      query: { userId: SAM, adminId: 'a'.repeat(128) },
    });
    expect(answer).toMatchObject({ status: 200, json: { entries: [] } });
  });

  it('refuses a parameter of 129 characters on every route, even one the route never reads', async () => {
    const { backend, token } = await asSam();
    const tooLong = 'b'.repeat(129);
    for (const route of allRoutes()) {
      const path = route.path.replace(/:[A-Za-z]+/g, 'p');
      const answer = await backend.call(route.method, path, { token, query: { note: tooLong } });
      expect(answer, `${route.method} ${route.path}`).toMatchObject({
        status: 400,
        json: { error: 'note is too long: the limit is 128 characters' },
      });
    }
  });

  it('lets a search hold 200 characters and refuses 201', async () => {
    const { backend, token } = await asSam();
    const query = { userId: SAM, accountId: 'acc-acme-media' };
    const within = await backend.call('GET', '/api/v2/campaigns', {
      token,
      query: { ...query, search: 'c'.repeat(200) },
    });
    expect(within.status).toBe(200);
    const past = await backend.call('GET', '/api/v2/campaigns', {
      token,
      query: { ...query, search: 'c'.repeat(201) },
    });
    expect(past).toMatchObject({
      status: 400,
      json: { error: 'search is too long: the limit is 200 characters' },
    });
  });

  it('refuses a parameter whose name is past 128 characters', async () => {
    const { backend, token } = await asSam();
    const answer = await backend.call('GET', '/api/admin/audit', {
      token,
      query: { userId: SAM, ['n'.repeat(129)]: '1' },
    });
    expect(answer).toMatchObject({
      status: 400,
      json: { error: 'A query parameter name is too long: the limit is 128 characters' },
    });
  });
});
