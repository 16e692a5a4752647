import { adminUseCasesOver } from '../../../composition/use-cases/admin.module';
import { FakeAdminPort } from '../../../core/testing/FakeAdminPort';
import { ManualClock } from '../../../core/testing/ManualClock';
import type { AdminDeps } from '../AdminDeps';

/** Admin view models over a FakeAdminPort and a manual clock, acting as Alex (an admin) unless told. */
export function adminHarness(actor: Partial<AdminDeps['actor']> = {}) {
  const admin = new FakeAdminPort();
  const clock = new ManualClock();
  const impersonated: string[] = [];
  const deps: AdminDeps = {
    useCases: adminUseCasesOver(admin.port, clock),
    clock,
    actor: {
      userId: 'u-alex',
      isAdmin: true,
      isSuperAdmin: false,
      startImpersonation: async (targetUserId) => {
        impersonated.push(targetUserId);
      },
      ...actor,
    },
  };
  /** Lets the spec's 50 ms load delay (and any search pause) run out. */
  const pass = (ms = 50) => clock.advance(ms);
  return { admin, clock, deps, impersonated, pass };
}
