import { describe, expect, it } from 'vitest';
import { differences, snapshot } from '../testing/refused-writes/attempt';
import { createTestBackend } from '../testing/testBackend';

/**
 * Issue 27's table, the edits answered 400 that renamed their record anyway: each must be
 * refused and change nothing — the record, the rest of the data, what waits to be saved.
 */
const SAM = { email: 'sam.super@example.com', id: 'u-sam-super' };
const ALEX = { email: 'alex.admin@example.com', id: 'u-alex-admin' };

const CASES = [
  { as: SAM, path: '/api/admin/roles/role-analyst', body: { name: 'Analyst PARTIAL', description: 123 } },
  {
    as: SAM,
    path: '/api/admin/roles/role-viewer',
    body: { name: 'Viewer PARTIAL', permissions: { 'perm-nope': true } },
  },
  {
    as: ALEX,
    path: '/api/admin/accounts/acc-initech-auto',
    body: { name: 'Initech PARTIAL', status: 'bogus' },
  },
  {
    as: SAM,
    path: '/api/admin/permissions/perm-view_reports',
    body: { name: 'Reports PARTIAL', description: [] },
  },
  { as: ALEX, path: '/api/channels/ch-dv360', body: { name: 'DV360 PARTIAL', field_values: {} } },
];

describe('a refused edit renames nothing', () => {
  for (const { as, path, body } of CASES) {
    it(`PUT ${path} ${JSON.stringify(body)}`, async () => {
      const backend = createTestBackend();
      const before = snapshot(backend);
      const answer = await backend.call('PUT', path, {
        token: await backend.tokenFor(as.email),
        body: { userId: as.id, ...body },
      });
      expect(answer.status, answer.text).toBe(400);
      expect(answer.json.error).toBeTruthy();
      expect(differences(before, snapshot(backend))).toEqual([]);
      expect(JSON.stringify(backend.data)).not.toContain('PARTIAL');
    });
  }
});
