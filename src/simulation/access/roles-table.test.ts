import { describe, expect, it } from 'vitest';
import { buildSeed } from '../seed/buildSeed';
import { WALK_PERSONAS, type WalkPersona } from '../testing/matrix-walk/personas';
import type { Probe } from '../testing/matrix-walk/probe';
import { PROBES } from '../testing/matrix-walk/probes';
import { walk } from '../testing/matrix-walk/walk';

/**
 * Spec 3 §6's table of roles, copied from the spec's text (not from the matrix the routes use):
 * the demo backend must answer each persona as the table says. Sam is the Super Admin, Alex the
 * Admin, Avery the account admin, Riley and Val regular users. A cell the spec leaves "not shown"
 * is left out; the Classic/New UI toggle has no call to make and is left to the UI's tests.
 */
type Answers = Partial<Record<WalkPersona['key'], 'yes' | 'no'>>;

const SUPER_ADMIN_ONLY: Answers = { sam: 'yes', alex: 'no', avery: 'no', riley: 'no', val: 'no' };

const SPEC_3_SECTION_6: readonly { capability: string; calls: readonly string[]; answers: Answers }[] = [
  {
    capability: 'Open the admin dashboard',
    calls: ['GET /api/admin/users: the users'],
    answers: { sam: 'yes', alex: 'yes', riley: 'no', val: 'no' },
  },
  {
    capability: 'Roles, Permissions, Data Export tabs',
    // What the tabs change: an Admin's role editor reads the roles and permissions too.
    calls: [
      'POST /api/admin/roles: a new role',
      'PUT /api/admin/roles/:id: the Analyst role',
      'POST /api/admin/permissions: a new permission',
      'POST /api/admin/adara-data-export: the data export',
    ],
    answers: SUPER_ADMIN_ONLY,
  },
  {
    capability: 'Edit any user',
    calls: ["PUT /api/admin/users/:id/role: Riley's role"],
    answers: { sam: 'yes', alex: 'yes', riley: 'no', val: 'no' },
  },
  {
    capability: 'Edit any user: except Super Admins, for an Admin',
    calls: ["PUT /api/admin/users/:id/status: Sam's status (a Super Admin)"],
    answers: { sam: 'yes', alex: 'no', riley: 'no', val: 'no' },
  },
  {
    capability: 'Assign Super Admin role',
    calls: [
      'PUT /api/admin/users/:id/role: giving Riley a role of another name that grants impersonate_admin',
    ],
    answers: SUPER_ADMIN_ONLY,
  },
  {
    capability: 'Impersonate',
    calls: ['GET /api/admin/impersonate/:targetUserId: impersonating Riley'],
    answers: { sam: 'yes', alex: 'yes', riley: 'no', val: 'no' },
  },
  {
    capability: 'Manage users and settings of own account',
    calls: [
      "PUT /api/account-admin/accounts/:accountId/users/:targetId: Riley's membership of Acme",
      'PUT /api/account-admin/accounts/:accountId/settings/:settingKey: an Acme setting',
    ],
    answers: { sam: 'yes', alex: 'yes', avery: 'yes', riley: 'no', val: 'no' },
  },
];

const SEED = buildSeed();

function probeFor(call: string): Probe {
  const probe = PROBES.find((candidate) => `${candidate.route}: ${candidate.about}` === call);
  if (!probe) throw new Error(`No probe of the route walk makes the call '${call}'`);
  return probe;
}

describe("spec 3 §6's roles table, answered by the demo backend", () => {
  for (const { capability, calls, answers } of SPEC_3_SECTION_6) {
    describe(capability, () => {
      for (const call of calls) {
        for (const persona of WALK_PERSONAS) {
          const expected = answers[persona.key];
          if (!expected) continue;
          it(`${call}: ${expected === 'yes' ? 'answers' : 'refuses'} ${persona.key}`, async () => {
            const probe = probeFor(call);
            const { response } = await walk(probe, persona, SEED);
            const answered =
              response.status === (probe.allowedStatus ?? response.status) && response.status < 300;
            expect(answered ? 'yes' : 'no', `${response.status} ${response.text.slice(0, 200)}`).toBe(
              expected,
            );
          });
        }
      }
    });
  }
});
