import type { StoragePort } from '../../ports/StoragePort';

/** How many picks a palette remembers. */
export const RECENT_PICKS_KEPT = 5;

const listOf = (userId: string) => `palette-recent:${userId}`;

/**
 * What a user last picked in the command palette, newest first, so the palette offers it first.
 * Kept per user for this tab's session (the storage port's list state).
 */
export class RecentPicks {
  constructor(private readonly storage: StoragePort) {}

  load(userId: string): string[] {
    const stored = this.storage.loadListState(listOf(userId));
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  }

  remember(userId: string, pickId: string): void {
    const kept = [pickId, ...this.load(userId).filter((id) => id !== pickId)].slice(0, RECENT_PICKS_KEPT);
    this.storage.saveListState(listOf(userId), kept);
  }
}

export const RecentPicksToken = Symbol.for('RecentPicks');
