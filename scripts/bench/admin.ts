import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { autorun } from 'mobx';
import type { AdminUser } from '../../src/core/domain/admin/entities';
import { ADMIN_TEXTS } from '../../src/core/domain/admin/texts';
import { ManualClock } from '../../src/core/testing/ManualClock';
import type { AdminDeps, AdminUseCases } from '../../src/ui/admin/AdminDeps';
import { usersSection } from '../../src/ui/admin/users/users.resource';
import type { RouteWeight } from './bundle-size';

const USERS = 5000;

/** A text only the administration area's code holds: its presence marks an admin chunk. */
const ADMIN_MARK = ADMIN_TEXTS.superAdminRequired;

/** Whether any asset of a first load carries the admin area's code. */
export function carriesAdminCode(weight: RouteWeight, distDir: string): boolean {
  return weight.assets.some((asset) => readFileSync(join(distDir, asset), 'utf8').includes(ADMIN_MARK));
}

function manyUsers(): AdminUser[] {
  const roles = ['User', 'Viewer', 'Analyst', 'Admin'];
  const start = Date.parse('2026-01-01T00:00:00Z');
  return Array.from({ length: USERS }, (_, i) => ({
    id: `u-${i}`,
    email: `user${i}@example${i % 37}.com`,
    displayName: `Person ${(i * 7919) % USERS}`,
    roleId: `r-${i % 4}`,
    roleName: roles[i % 4] ?? 'User',
    accounts: [{ id: `acc-${i % 50}`, name: `Account ${i % 50}` }],
    lastLogin: i % 6 === 0 ? null : new Date(start + ((i * 104729) % 300) * 86_400_000).toISOString(),
    createdAt: new Date(start).toISOString(),
    isDeleted: i % 40 === 0,
    isSuperAdmin: false,
  }));
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

/**
 * Issue 11's budget: with 5,000 users, a header click or an applied search costs at most 50 ms
 * in the view model, everything the table reads (its rows and the "Show more" count) derived again.
 */
export async function benchUsersTable(): Promise<{ users: number; sortMs: number[]; filterMs: number[] }> {
  const users = manyUsers();
  const useCases = {
    calls: { execute: async (name: string) => ({ ok: true, value: name === 'listUsers' ? users : [] }) },
    loadAccounts: { execute: async () => ({ ok: true, value: [] }) },
  } as unknown as AdminUseCases;
  const clock = new ManualClock();
  const deps: AdminDeps = {
    useCases,
    clock,
    actor: {
      userId: 'u-admin',
      isAdmin: true,
      isSuperAdmin: true,
      startImpersonation: async () => ({ ok: true, value: undefined }),
    },
  };
  const { collection } = usersSection(deps);
  const vm = collection.list;
  const loading = vm.load();
  await clock.advance(100);
  await loading;
  let shown = 0;
  const stop = autorun(() => {
    shown = collection.rows.length + vm.matching.length;
  });
  const time = (act: () => void) => {
    const started = performance.now();
    act();
    return performance.now() - started;
  };
  const sortMs: number[] = [];
  const filterMs: number[] = [];
  const columns = ['email', 'display_name', 'role', 'account', 'last_login', 'status'] as const;
  for (let round = 0; round < 4; round++) {
    for (const column of columns) sortMs.push(time(() => vm.sortClicked(column)));
    for (const query of ['person 1', 'EXAMPLE3', 'user49', '']) {
      filterMs.push(
        time(() => {
          vm.searchTyped(query);
          vm.searchSubmitted();
        }),
      );
    }
  }
  stop();
  if (shown === 0) throw new Error('The users table showed nothing');
  return { users: USERS, sortMs: sortMs.sort((a, b) => a - b), filterMs: filterMs.sort((a, b) => a - b) };
}

export function summary(samples: number[]): string {
  return `median ${percentile(samples, 0.5).toFixed(2)} ms, p95 ${percentile(samples, 0.95).toFixed(2)} ms, max ${(samples.at(-1) ?? 0).toFixed(2)} ms`;
}
