import { makeObservable, observable, reaction, runInAction } from 'mobx';
import type { ListManagedAccounts } from '../../core/use-cases/session/ListManagedAccounts';

/** The part of the session the entry reads. */
export interface EntrySession {
  readonly user: { readonly userId: string } | null;
  readonly isAdmin: boolean;
}

/**
 * Whether the navigation offers "Account Admin" (spec 3 §6: account admins manage their own
 * accounts): to a signed-in user who is not an Admin (Admins have the dashboard) and administers
 * at least one account. Asked once per acting user, so it follows an impersonation.
 */
export class AccountAdminEntry {
  shown = false;
  private readonly stop: () => void;

  constructor(
    private readonly session: EntrySession,
    private readonly listManagedAccounts: ListManagedAccounts,
  ) {
    makeObservable(this, { shown: observable });
    this.stop = reaction(
      () => (session.user && !session.isAdmin ? session.user.userId : null),
      (userId) => void this.check(userId),
      { fireImmediately: true },
    );
  }

  dispose(): void {
    this.stop();
  }

  private async check(userId: string | null): Promise<void> {
    runInAction(() => {
      this.shown = false;
    });
    if (!userId) return;
    const managed = await this.listManagedAccounts.execute({ userId });
    // An answer for someone who no longer acts says nothing.
    if (this.session.user?.userId !== userId) return;
    runInAction(() => {
      this.shown = managed.ok && managed.value.length > 0;
    });
  }
}
