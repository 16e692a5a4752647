import { adminUseCasesOver } from '../../../composition/use-cases/admin.module';
import type { AdminPort } from '../../../core/ports/AdminPort';
import { FakeAdminPort } from '../../../core/testing/FakeAdminPort';
import { ManualClock } from '../../../core/testing/ManualClock';
import { succeeded } from '../../../core/use-cases/outcome';
import type { AdminDeps } from '../AdminDeps';

type Loads = { load(): Promise<void> } | { collection: { load(): Promise<void> } };

/**
 * Admin view models over a FakeAdminPort (answering `answers` per method) and a manual clock,
 * acting as Alex (an admin) unless told otherwise.
 */
export function adminHarness(
  actor: Partial<AdminDeps['actor']> = {},
  answers: Partial<Record<keyof AdminPort, unknown>> = {},
) {
  const admin = new FakeAdminPort();
  for (const [method, answer] of Object.entries(answers))
    admin.answers.set(method as keyof AdminPort, answer);
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
        return succeeded();
      },
      ...actor,
    },
  };
  /** Lets the spec's 50 ms load delay (and any search pause) run out. */
  const pass = (ms = 50) => clock.advance(ms);
  /** A tab built over the fake, its first load landed. */
  const opened = async <Tab extends Loads>(create: (deps: AdminDeps) => Tab): Promise<Tab> => {
    const tab = create(deps);
    const loading = 'collection' in tab ? tab.collection.load() : tab.load();
    await pass();
    await loading;
    return tab;
  };
  return { admin, clock, deps, impersonated, pass, opened };
}
