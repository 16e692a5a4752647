import type { Account } from '../../domain/account';
import { ACCOUNTS_LOADED_EVENT_DELAY_MS } from '../../domain/session';
import type { AppEventsPort } from '../../ports/AppEventsPort';
import type { ClockPort } from '../../ports/ClockPort';
import { type Outcome, succeeded } from '../outcome';

export interface AccountsLoadedNews {
  selectedAccountId: string | null;
  accounts: readonly Pick<Account, 'id' | 'name'>[];
  /** What led to it: 'login', 'account-selected', 'impersonation-start', 'impersonation-end'. */
  source: string;
}

/**
 * Tells the rest of the page (and embedding code) which accounts are known and which is selected:
 * the accountsLoaded window event, 50 ms later (spec 1 §2, §9). The chat list reloads on it.
 */
export class AnnounceAccountsLoaded {
  constructor(
    private readonly events: AppEventsPort,
    private readonly clock: ClockPort,
  ) {}

  execute(news: AccountsLoadedNews): Outcome {
    const detail = {
      selectedAccountId: news.selectedAccountId,
      accounts: news.accounts.map(({ id, name }) => ({ id, name })),
      source: news.source,
    };
    this.clock.setTimeout(() => {
      this.events.emit('accountsLoaded', { ...detail, timestamp: this.clock.now() });
    }, ACCOUNTS_LOADED_EVENT_DELAY_MS);
    return succeeded();
  }
}
