import type { EnabledChannels } from '../../core/domain/account';
import type { User } from '../../core/domain/user';
import type { ActingContext } from '../../core/ports/acting-context';

/** What the campaign screens read of the session (SessionStore provides it). */
export interface CampaignSession {
  readonly actingContext: ActingContext | null;
  readonly user: User | null;
  readonly enabledChannels: EnabledChannels;
}

/** The create permission of spec 2 §5/§6; it also gates every change on these screens. */
export function mayCreateCampaigns(session: CampaignSession): boolean {
  const user = session.user;
  return Boolean(user && (user.isSuperAdmin || user.permissions.create_campaign === true));
}

/** The acting context when an account is chosen, else null (the screens then say so). */
export function contextWithAccount(session: CampaignSession): ActingContext | null {
  const ctx = session.actingContext;
  return ctx?.accountId ? ctx : null;
}
