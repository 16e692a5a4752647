import { CONTEXT_WAIT_MESSAGE, CONTEXT_WAIT_MS } from '../../core/domain/session';
import { isRegularAdmin, type User } from '../../core/domain/user';
import type { ClockPort, TimerHandle } from '../../core/ports/ClockPort';

/** What the wait looks at when its 5 seconds are up. */
export interface ContextSoFar {
  signedIn: boolean;
  user: User | null;
  /** A regular admin who has not chosen an account yet is not missing one: they are asked to choose. */
  selectionRequired: boolean;
  actingAccountId: string | null;
  accountCount: number;
}

/**
 * Spec 1 §9: after 5 s without a user or, for users who need none to be chosen, an account (or a
 * regular admin without any account to choose), the screen gives up with the spec's text.
 */
export class ContextWait {
  private timer: TimerHandle | null = null;

  constructor(
    private readonly clock: ClockPort,
    private readonly contextNow: () => ContextSoFar,
    private readonly gaveUp: (message: string) => void,
  ) {}

  start(): void {
    this.stop();
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      if (isStillMissing(this.contextNow())) this.gaveUp(CONTEXT_WAIT_MESSAGE);
    }, CONTEXT_WAIT_MS);
  }

  stop(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }
}

function isStillMissing(context: ContextSoFar): boolean {
  const { user } = context;
  if (!context.signedIn) return false;
  if (!user) return true;
  const missingAccount = !context.selectionRequired && context.actingAccountId === null;
  const adminWithoutAccounts = isRegularAdmin(user) && context.accountCount === 0;
  return missingAccount || adminWithoutAccounts;
}
