import { FILE_LINK_REFRESH_HOURS, type FileLink, isFileLinkExpired } from '../../domain/briefcase/file-links';
import type { ActingContext } from '../../ports/acting-context';
import type { ChatPort } from '../../ports/ChatPort';
import type { ClockPort } from '../../ports/ClockPort';
import { attempt, type Outcome, succeeded } from '../outcome';

export interface RenewExpiredFileLinkRequest {
  ctx: ActingContext;
  chatId: string;
  /** The link of the file about to be opened. */
  link: FileLink;
}

/** `current`: the link still works, nothing was asked. `renewed`: the server renewed this many links of the chat. */
export type RenewedFileLink = { kind: 'current' } | { kind: 'renewed'; count: number };

/**
 * Before a file opens (spec 1 §4, §9): an expired preview link makes the server renew the chat's
 * expired links for another 72 hours. The caller reloads the history when any were renewed.
 */
export class RenewExpiredFileLink {
  constructor(
    private readonly chat: ChatPort,
    private readonly clock: ClockPort,
  ) {}

  async execute(request: RenewExpiredFileLinkRequest): Promise<Outcome<RenewedFileLink>> {
    const { ctx, chatId, link } = request;
    if (!isFileLinkExpired(link, this.clock.now())) return succeeded<RenewedFileLink>({ kind: 'current' });
    const count = await attempt(() => this.chat.refreshFiles(ctx, chatId, FILE_LINK_REFRESH_HOURS));
    return count.ok ? succeeded<RenewedFileLink>({ kind: 'renewed', count: count.value }) : count;
  }
}

export const RenewExpiredFileLinkToken = Symbol.for('RenewExpiredFileLink');
