import type { EnabledChannels } from '../../domain/account';
import type { User } from '../../domain/user';
import type { AuthPort } from '../../ports/AuthPort';
import { type Outcome, succeeded } from '../outcome';

/**
 * The destinations enabled for the acting account (spec 1 §7). When the call fails the user's own
 * enabled channels stand in, so this flow always answers channels to show.
 */
export class LoadEnabledChannels {
  constructor(private readonly auth: AuthPort) {}

  async execute(request: { user: User; accountId: string }): Promise<Outcome<EnabledChannels>> {
    try {
      return succeeded(await this.auth.fetchEnabledChannels(request.accountId, request.user.userId));
    } catch {
      return succeeded(request.user.enabledChannels);
    }
  }
}
