import { describe, expect, it, vi } from 'vitest';
import { pathOf } from '../../../contract/endpoint';
import { NOTICES } from '../../../contract/records/testing/notices';
import { createTestBackend, type TestBackend } from '../../testing/testBackend';

vi.mock('../../../contract/records', async () =>
  (await import('../../../contract/records/testing/notices')).withNotices(),
);

const { list, create, update, remove } = NOTICES.endpoints;

async function as(backend: TestBackend, email: string, method: string, path: string, body?: object) {
  const user = backend.userByEmail(email);
  const token = await backend.tokenFor(email);
  const read = method === 'GET' || method === 'DELETE';
  return backend.call(method, path, {
    token,
    ...(read ? { query: { userId: user.id } } : { body: { ...body, userId: user.id } }),
  });
}
const sam = 'sam.super@example.com';
const alex = 'alex.admin@example.com';

describe('a plain admin collection, from its declaration alone', () => {
  it('lists the seeded example, adds, changes and deletes records for a Super Admin', async () => {
    const backend = createTestBackend();
    const listed = async () => (await as(backend, sam, 'GET', pathOf(list))).json.notices;
    expect(await listed()).toEqual([{ id: 'notice-example', title: 'Office closed', day: '2027-01-01' }]);

    const made = await as(backend, sam, 'POST', pathOf(create), { title: 'Move day', day: '2027-03-01' });
    expect(made.status).toBe(200);
    const id = (made.json.notice as { id: string }).id;
    await as(backend, sam, 'PUT', pathOf(update, { id }), { title: 'Moving day', day: '2027-03-02' });
    expect(await listed()).toContainEqual({ id, title: 'Moving day', day: '2027-03-02' });

    expect((await as(backend, sam, 'DELETE', pathOf(remove, { id: 'notice-example' }))).status).toBe(200);
    expect(await listed()).toEqual([{ id, title: 'Moving day', day: '2027-03-02' }]);
  });

  it('refuses a field its declaration does not allow, and changes nothing', async () => {
    const backend = createTestBackend();
    const refused = async (body: object) => {
      const answer = await as(backend, sam, 'POST', pathOf(create), body);
      return [answer.status, answer.json.error];
    };
    expect(await refused({ day: '2027-01-02' })).toEqual([400, 'title is required']);
    expect(await refused({ title: 'A title far past twenty', day: '2027-01-02' })).toEqual([
      400,
      'title is too long: the limit is 20 characters',
    ]);
    expect(await refused({ title: 'Closed', day: '2 January' })).toEqual([
      400,
      'day must be a date (YYYY-MM-DD)',
    ]);
    expect(backend.data.adminRecords).toHaveLength(1);
  });

  it('answers an admin who is not a Super Admin with 403, and an unknown record with 404', async () => {
    const backend = createTestBackend();
    expect((await as(backend, alex, 'GET', pathOf(list))).status).toBe(403);
    expect((await as(backend, alex, 'POST', pathOf(create), NOTICES.example)).status).toBe(403);
    expect((await as(backend, alex, 'DELETE', pathOf(remove, { id: 'notice-example' }))).status).toBe(403);
    expect((await as(backend, sam, 'PUT', pathOf(update, { id: 'notice-0' }), NOTICES.example)).status).toBe(
      404,
    );
  });
});
