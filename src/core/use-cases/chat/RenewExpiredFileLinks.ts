import { FILE_LINK_REFRESH_HOURS, hasExpiredFileLinks } from '../../domain/briefcase/file-links';
import type { Message } from '../../domain/message';
import type { ActingContext } from '../../ports/acting-context';
import type { ChatPort } from '../../ports/ChatPort';
import type { ClockPort } from '../../ports/ClockPort';
import { attempt, failed, type Outcome, succeeded } from '../outcome';

export interface RenewExpiredFileLinksRequest {
  ctx: ActingContext | null;
  chatId: string;
  /** The chat's messages as shown: nothing is asked of the server unless a link has expired. */
  messages: readonly Pick<Message, 'files'>[];
}

/**
 * Spec 1 §4 "File expiry": when a link of the chat has expired, the server renews the chat's
 * links for 72 hours. Answers how many it renewed; the caller reads the history again if any.
 */
export class RenewExpiredFileLinks {
  constructor(
    private readonly chat: ChatPort,
    private readonly clock: ClockPort,
  ) {}

  async execute(request: RenewExpiredFileLinksRequest): Promise<Outcome<{ renewed: number }>> {
    const { ctx, chatId, messages } = request;
    if (!ctx) return failed('not-allowed', 'Nobody is signed in.');
    if (!hasExpiredFileLinks(messages, this.clock.now())) return succeeded({ renewed: 0 });
    const renewed = await attempt(() => this.chat.refreshFiles(ctx, chatId, FILE_LINK_REFRESH_HOURS));
    return renewed.ok ? succeeded({ renewed: renewed.value }) : renewed;
  }
}

export const RenewExpiredFileLinksToken = Symbol.for('RenewExpiredFileLinks');
