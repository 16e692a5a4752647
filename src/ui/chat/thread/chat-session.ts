import type { EnabledChannels } from '../../../core/domain/account';
import type { AccountSelectionState } from '../../../core/domain/account-selection';
import type { User } from '../../../core/domain/user';
import type { ActingContext } from '../../../core/ports/acting-context';

/**
 * What the chat needs to know about who is signed in: the part of SessionStore it reads.
 * A narrow interface so the chat's view models can be tested with a plain observable object.
 */
export interface ChatSession {
  /** The user id and account every backend call carries; null before sign-in. */
  readonly actingContext: ActingContext | null;
  /** Signed in and acting in an account: the chat may send (spec 1 §4). */
  readonly isReady: boolean;
  /** The acting user (the impersonated one while impersonating). */
  readonly user: User | null;
  /** Destinations enabled for the acting account. */
  readonly enabledChannels: EnabledChannels;
  /** Accounts are being fetched: chat history waits until they are known (spec 1 §4). */
  readonly accountsLoading: boolean;
  /** A regular admin who has not picked an account yet is 'required'. */
  readonly selectionState: AccountSelectionState;
  /** An impersonation is starting or ending: answers to calls made meanwhile may be stale. */
  readonly identityChanging?: boolean;
}
